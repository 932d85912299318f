import type { BrowserContext, Page } from '@playwright/test';
import { REF } from './services-fixtures';
import { expect, ORIGIN, test } from './support/fixtures';
import { startRumSink, RUM_SINK_ORIGIN, type RumSink } from './support/rum-sink';
import { MOCK_TERMS_VERSION, storedSession } from './support/session';

// One sink on one port (the CSP names it): the spec's test never runs beside itself.
test.describe.configure({ mode: 'serial' });

const PHONE = '+447700900123';
const DEVICE_USER = 'james.whitfield';
const isRenewal = (url: URL) => url.pathname.endsWith('/exchange') && url.searchParams.has('refresh_token');
const isSignInAnswer = (url: URL) => url.pathname === '/sign-in' && url.searchParams.has('code');

/** Every form a secret may take in an address or a body. */
function secretForms(value: string): string[] {
  return [value, encodeURIComponent(value), value.replace(/^\+/, '')].filter((form) => form.length >= 6);
}

async function expireTokens(context: BrowserContext): Promise<void> {
  const session = await storedSession(context);
  await context.addCookies([
    { name: 'portal_session', value: encodeURIComponent(JSON.stringify({ ...session, expiresAt: 0 })), url: ORIGIN },
  ]);
}

/** Waits for the next batch: monitoring has started on this page (it starts after the first paint). */
async function nextBatch(sink: RumSink, page: Page): Promise<void> {
  const seen = sink.batches.length;
  await expect.poll(() => sink.batches.length, { timeout: 30_000 }).toBeGreaterThan(seen);
  await expect(page.locator('#loading-frame')).toHaveCount(0);
}

test('monitoring batches carry no token, code, pre-signed link, search, phone number or reference', async ({ page, context, guard }) => {
  // Walks sign-in, a failing refresh, a search, a device user, a call (play, download) and a photo,
  // waiting each time for the batch monitoring sends every 5 seconds.
  test.setTimeout(240_000);
  const sink = await startRumSink();
  try {
    guard.allowStatus(500);
    guard.allowStatus(503);
    guard.allowConsole(/status of 50[03]/);
    await context.route(
      (url) => url.pathname === '/portal-config.json',
      (route) => route.fulfill({ json: { monitoring: { applicationId: 'e2e-portal', endpoint: RUM_SINK_ORIGIN, signing: false } } }),
    );
    await context.addCookies([{ name: 'terms_accepted', value: encodeURIComponent(MOCK_TERMS_VERSION), url: ORIGIN }]);
    const secrets = new Set<string>([PHONE, DEVICE_USER, REF.conferenceCall, REF.photo, 'it.admin@acme.example']);
    // Every pre-signed link the API hands out: its signature and the stored file's path.
    context.on('response', (response) => {
      if (!response.url().includes('/mock/client/')) return;
      void response
        .text()
        .then((text) => {
          for (const [, signature] of text.matchAll(/X-Amz-Signature=(\w+)/g)) secrets.add(signature!);
          for (const [, file] of text.matchAll(/\/media\/([^?"]+)/g)) secrets.add(file!);
        })
        .catch(() => undefined);
    });

    // Sign-in through the identity provider: its code and state come back in the address.
    await page.goto('/sign-in');
    await page.getByLabel('Organisation').fill('acme');
    const answer = page.waitForRequest((request) => isSignInAnswer(new URL(request.url())));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const returned = new URL((await answer).url()).searchParams;
    for (const value of [returned.get('code'), returned.get('state')]) if (value) secrets.add(value);
    await expect(page).toHaveURL(`${ORIGIN}/dashboard`);
    await nextBatch(sink, page);
    const keepTokens = async () => {
      const session = await storedSession(context);
      for (const token of [session?.idToken, session?.refreshToken]) if (typeof token === 'string') secrets.add(token);
    };
    await keepTokens();

    // A refresh that fails (503) and then passes, and a search for a phone number that fails (500).
    await expireTokens(context);
    let renewals = 0;
    await page.route(isRenewal, (route) =>
      ++renewals === 1 ? route.fulfill({ status: 503, json: { error_code: 503, message: 'Unavailable' } }) : route.continue(),
    );
    await page.route(
      (url) => url.pathname.endsWith('/api/v1/payloads') && url.searchParams.get('search') === PHONE,
      (route) => route.fulfill({ status: 500, json: { error_code: 500, message: 'Internal Server Error' } }),
      { times: 1 },
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calls' }).click();
    await expect(page.getByRole('heading', { name: 'Calls', level: 1 })).toBeVisible();
    await page.getByLabel('Search reference or phone number').fill(PHONE);
    await expect(page).toHaveURL(/search=/);
    await keepTokens();

    // A device user whose record fails to load once.
    await page.route(
      (url) => url.pathname.endsWith(`/users/${DEVICE_USER}`),
      (route) => route.fulfill({ status: 503, json: { error_code: 503, message: 'Unavailable' } }),
      {
        times: 1,
      },
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('link', { name: DEVICE_USER }).first().click();
    await expect(page).toHaveURL(`${ORIGIN}/dashboard/devices/users/${DEVICE_USER}`);
    await nextBatch(sink, page);

    // A call: its recording plays, then downloads; then a photo.
    await page.goto(`/dashboard/services/calls/${REF.conferenceCall}`);
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeEnabled();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    await download;
    await nextBatch(sink, page);
    await page.goto(`/dashboard/services/photos/${REF.photo}`);
    await expect(page.getByRole('img').first()).toBeVisible();
    await nextBatch(sink, page);
    // Leaving the page sends what is left (a beacon on page hide).
    await page.goto('about:blank');

    const events = sink.events();
    const everything = [...sink.batches, JSON.stringify(events)].join('\n');
    const found = [...secrets].flatMap(secretForms).filter((form) => everything.includes(form));
    expect(found, `secrets in ${sink.batches.length} monitoring batches`).toEqual([]);
    // The failures were recorded (so the scan has something to find), by their operation only.
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'com.amazon.rum.http_event',
        details: expect.objectContaining({
          request: expect.objectContaining({ url: expect.stringMatching(/\/api\/v1\/\{client\}\/exchange$/) }),
          response: expect.objectContaining({ status: 503 }),
        }),
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'com.amazon.rum.http_event',
        details: expect.objectContaining({ request: expect.objectContaining({ url: expect.stringMatching(/\/api\/v1\/payloads$/) }) }),
      }),
    );
    const pageIds = new Set(events.map((event) => event.metadata.pageId).filter(Boolean));
    expect(pageIds).toContain('/dashboard/services/calls/{reference}');
    expect(pageIds).toContain('/dashboard/devices/users/{reference}');
    const resources = events.filter((event) => event.type === 'com.amazon.rum.performance_resource_event');
    expect(resources.length).toBeGreaterThan(0);
    expect(resources.filter((event) => 'targetUrl' in event.details)).toEqual([]);
  } finally {
    await sink.close();
  }
});
