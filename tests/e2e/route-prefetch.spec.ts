import type { Page, Request } from '@playwright/test';
import { REF } from './services-fixtures';
import { expect, openPage, signInBeforeEach, test } from './support/signed-in-page';

/**
 * Issue 14 item 3, no waterfalls after sign-in: a screen's data is asked for while its chunk
 * loads. Each test holds the screen's chunk back until its data request has left (or 20 s have
 * passed), so the order is checked whatever the machine's load, then checks what the user sees.
 */
signInBeforeEach();

/**
 * Holds back the chunk whose file name starts with `chunk` until a request matching `data` leaves.
 * `dataFirst` is true once the chunk was asked for and the data request left while it was held.
 */
async function holdChunkUntil(page: Page, chunk: string, data: (request: Request) => boolean): Promise<{ dataFirst: () => boolean }> {
  let seen = false;
  let held = false;
  const dataSent = page.waitForRequest((request) => data(request) && (seen = true), { timeout: 20_000 }).catch(() => undefined);
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    held = true;
    await dataSent;
    await route.continue();
  });
  return { dataFirst: () => held && seen };
}

const apiPath = (request: Request) => new URL(request.url()).pathname;

test('the calls list asks for its rows before its screen has loaded', async ({ page }) => {
  const order = await holdChunkUntil(
    page,
    'payload-list-page',
    (request) => apiPath(request) === '/mock/client/api/v1/payloads' && request.url().includes('limit=100'),
  );
  await openPage(page, '/dashboard/services/calls', 'Calls');
  expect(order.dataFirst(), 'the payload list request left while the screen was loading').toBe(true);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});

test('a call’s detail asks for the call before its screen has loaded', async ({ page }) => {
  const order = await holdChunkUntil(
    page,
    'payload-detail-page',
    (request) => apiPath(request) === `/mock/client/api/v1/payloads/${REF.conferenceCall}`,
  );
  await page.goto(`/dashboard/services/calls/${REF.conferenceCall}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(order.dataFirst(), 'the payload request left while the screen was loading').toBe(true);
});

test('a call’s detail asks for its comments with the call, before its screen has loaded', async ({ page }) => {
  const order = await holdChunkUntil(
    page,
    'payload-detail-page',
    (request) => apiPath(request) === `/mock/client/api/v1/payloads/${REF.conferenceCall}/comments`,
  );
  await page.goto(`/dashboard/services/calls/${REF.conferenceCall}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(order.dataFirst(), 'the comments request left while the screen was loading').toBe(true);
  await expect(page.getByRole('tab', { name: /^Comments \(\d+\)$/ })).toBeVisible();
});

test('the header’s alert count is asked for with the session’s first data, not once the page has rendered', async ({ page }) => {
  const order = await holdChunkUntil(
    page,
    'payload-detail-page',
    (request) => apiPath(request) === '/mock/admin/api/v1/acme/alerts/summary',
  );
  await page.goto(`/dashboard/services/calls/${REF.conferenceCall}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(order.dataFirst(), 'the alert summary request left while the screen was loading').toBe(true);
  await expect(page.getByRole('button', { name: /^Alerts: \d+ triggered$/ })).toBeVisible();
});

test('a signed-in address asks for the app’s code once its frame has painted, not once the entry has arrived', async ({ page }) => {
  const code = await holdChunkUntil(page, 'index', (request) => /\/assets\/start-app-[\w-]+\.js$/.test(request.url()));
  await page.goto(`/dashboard/services/calls/${REF.conferenceCall}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(code.dataFirst(), 'the app’s start chunk was asked for while the entry was held back').toBe(true);
});

test('a screen’s address asks for the session’s code once its frame has painted, not once the entry has arrived', async ({ page }) => {
  const code = await holdChunkUntil(page, 'index', (request) => /\/assets\/signed-in-shell-[\w-]+\.js$/.test(request.url()));
  await openPage(page, '/dashboard/services/calls', 'Calls');
  expect(code.dataFirst(), 'the signed-in shell’s chunk was asked for while the entry was held back').toBe(true);
});

test('the dashboard asks for its figures before its screen has loaded', async ({ page }) => {
  const figures = await holdChunkUntil(page, 'dashboard-page', (request) => apiPath(request) === '/mock/admin/api/v1/acme/dashboard');
  await openPage(page, '/dashboard', 'Dashboard');
  expect(figures.dataFirst(), 'the dashboard request left while the screen was loading').toBe(true);
  await expect(page.getByRole('region', { name: 'Devices' })).toContainText(/Activated\s*\d+/);
});

test('the profile is asked for with the app, not after the screen’s code', async ({ page }) => {
  const profile = await holdChunkUntil(page, 'devices-page', (request) => apiPath(request) === '/mock/admin/api/v1/acme/profile');
  await openPage(page, '/dashboard/devices', 'Devices');
  expect(profile.dataFirst(), 'the profile request left while the screen’s code was loading').toBe(true);
});

test('pointing at a navigation link loads its screen before the click', async ({ page }) => {
  await openPage(page, '/dashboard', 'Dashboard');
  const chunk = page.waitForRequest(/\/assets\/device-logs-page-[\w-]+\.js$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logs' }).hover();
  await chunk;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Device logs' })).toBeVisible();
});
