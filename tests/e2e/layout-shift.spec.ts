import type { Page } from '@playwright/test';
import { REF } from './services-fixtures';
import { expect, openPage, signInBeforeEach, test } from './support/signed-in-page';

/**
 * Issue 14 item 4: cards, charts and tables keep their space while they load, so the page does
 * not jump under the reader (cumulative layout shift under 0.05, on a phone's screen).
 */
signInBeforeEach();
test.use({ viewport: { width: 412, height: 823 } });

/** Records every layout shift from the first paint on (before any script of the page runs). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; hadRecentInput: boolean }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => shifts.push(...(list.getEntries() as unknown as typeof shifts))).observe({
      type: 'layout-shift',
      buffered: true,
    });
  });
}

async function cumulativeLayoutShift(page: Page): Promise<number> {
  // What is still loading has had its chance to move things.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return page.evaluate(() =>
    (window as unknown as { layoutShifts: { value: number; hadRecentInput: boolean }[] }).layoutShifts
      .filter((shift) => !shift.hadRecentInput)
      .reduce((sum, shift) => sum + shift.value, 0),
  );
}

const screens = [
  {
    path: '/dashboard',
    heading: 'Dashboard',
    loaded: (page: Page) => expect(page.getByRole('table', { name: 'Latest payloads' }).locator('[data-state]').first()).toBeVisible(),
  },
  { path: '/dashboard/services/calls', heading: 'Calls', loaded: (page: Page) => expect(page.getByRole('row').nth(1)).toBeVisible() },
  // Its group filter's choices arrive after the page: the filters must not re-flow.
  { path: '/dashboard/devices/users', heading: 'Device users', loaded: (page: Page) => expect(page.getByRole('row').nth(1)).toBeVisible() },
  // The summary above the list arrives on its own: its cards keep their place while it loads.
  {
    path: '/dashboard/account/alerts',
    heading: 'Alerts',
    loaded: (page: Page) => expect(page.getByRole('button', { name: /^Show \d+ Triggered/ }).first()).toBeVisible(),
  },
  {
    path: `/dashboard/services/calls/${REF.conferenceCall}`,
    heading: 'Call',
    loaded: (page: Page) =>
      expect(page.getByRole('region', { name: 'Call recording' }).getByRole('button', { name: 'Play' })).toBeVisible(),
  },
];

for (const screen of screens) {
  test(`${screen.path} does not jump while it loads`, async ({ page }) => {
    await watchLayoutShifts(page);
    await openPage(page, screen.path, screen.heading);
    await screen.loaded(page);
    expect(await cumulativeLayoutShift(page)).toBeLessThan(0.05);
  });
}
