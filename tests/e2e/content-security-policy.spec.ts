// The portal under its Content-Security-Policy, as nginx serves it (deploy/nginx/): every area in
// light and dark mode with the audio player playing, a video, a photo, maps and charts on screen,
// and nothing refused (the shared guard fails a test on any CSP violation or console report). And
// the policy is really enforced: what it does not allow is refused and reported.
import { test as unguarded } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { REF } from './services-fixtures';
import { signInAs } from './support/session';
import type { Page } from '@playwright/test';

type Check = (page: Page) => Promise<void>;

const heading =
  (name: string | RegExp): Check =>
  (page) =>
    expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

const chartDrawn: Check = async (page) => {
  await expect(page.locator('svg.recharts-surface .recharts-bar-rectangle path').first()).toBeVisible();
};
const mapDrawn: Check = async (page) => {
  await expect(page.locator('.leaflet-container .leaflet-basemap-pane path').first()).toBeAttached();
  await expect(
    page.locator('.leaflet-container .leaflet-overlay-pane path, .leaflet-container .leaflet-marker-pane > *').first(),
  ).toBeAttached();
};
const recordingPlays: Check = async (page) => {
  const play = page.getByRole('button', { name: 'Play', exact: true });
  await expect(play).toBeEnabled();
  await play.click();
  await expect.poll(async () => Number(await page.getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
};
const mediaShown =
  (selector: string): Check =>
  async (page) => {
    const media = page.locator(`main ${selector}`).first();
    await expect(media).toBeVisible();
    await expect
      .poll(() =>
        media.evaluate((element) =>
          'naturalWidth' in element ? (element as HTMLImageElement).naturalWidth : (element as HTMLMediaElement).readyState,
        ),
      )
      .toBeGreaterThan(0);
  };

const AREAS: { name: string; client: 'acme' | 'admin' | null; screens: [path: string, check: Check][] }[] = [
  {
    name: 'public pages',
    client: null,
    screens: [
      ['/', heading(/./)],
      ['/sign-in', heading('Sign in')],
      ['/terms', heading('Terms and conditions')],
    ],
  },
  {
    name: 'the client portal',
    client: 'acme',
    screens: [
      ['/dashboard', heading('Dashboard')],
      [`/dashboard/services/calls/${REF.conferenceCall}`, recordingPlays],
      [`/dashboard/services/videos/${REF.video}`, mediaShown('video')],
      [`/dashboard/services/photos/${REF.photo}`, mediaShown('img')],
      ['/dashboard/devices/gps', mapDrawn],
      ['/dashboard/devices/metrics', chartDrawn],
      ['/dashboard/account/audit', heading(/./)],
    ],
  },
  {
    name: 'the staff area',
    client: 'admin',
    screens: [
      ['/internal', heading('Clients')],
      ['/internal/statistics', chartDrawn],
    ],
  },
];

for (const mode of ['light', 'dark'] as const) {
  for (const area of AREAS) {
    test(`${area.name} in ${mode} mode: nothing the policy refuses`, async ({ page, context }) => {
      // A test that walks several screens: a budget per screen.
      test.setTimeout(60_000 * area.screens.length);
      await page.emulateMedia({ colorScheme: mode });
      if (area.client) await signInAs(context, area.client);
      for (const [path, check] of area.screens) {
        await test.step(path, async () => {
          const answer = await page.goto(path);
          expect(answer?.headers()['content-security-policy']).toMatch(
            /script-src 'self' 'sha256-[^']+' 'report-sample'; style-src 'self' 'nonce-/,
          );
          await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
          await check(page);
        });
      }
    });
  }
}

unguarded('the policy is enforced: an inline script or style the build did not make is refused and reported', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(d: string): void }).reportViolation(event.effectiveDirective),
    ),
  );
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { display: none; }';
    document.head.append(style);
  });
  await expect.poll(() => [...violations].sort()).toEqual(['script-src-elem', 'style-src-elem']);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
