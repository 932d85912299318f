// The failure paths a user can hit (issue 13): an expired session, bad cookies, unsaved changes,
// a lost connection and a screen that fails to render. Each checks what the user sees.
import { type BrowserContext, type Page } from '@playwright/test';
import { adminCall } from './access-api';
import { ORIGIN, test } from './support/fixtures';
import { expect } from './support/signed-in-page';
import { signInAs } from './support/session';

const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const BAD_ESCAPE = '%E0%A4%A';
const cookieValues = async (context: BrowserContext) =>
  Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));

test.describe('malformed or foreign cookie values', () => {
  test('a bad %-escape in locale and color_mode: the page renders with the defaults and the cookies are replaced', async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: 'locale', value: BAD_ESCAPE, url: ORIGIN },
      { name: 'color_mode', value: BAD_ESCAPE, url: ORIGIN },
    ]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    // The pre-rendered page shows first; the app replaces the cookies once it has taken over.
    await expect.poll(() => cookieValues(context)).toMatchObject({ locale: 'en-GB', color_mode: 'system' });
  });

  test.describe('in a Brazilian browser', () => {
    test.use({ locale: 'pt-BR' });

    test('an unknown locale falls back to the browser language; an unknown colour mode follows the system', async ({ page, context }) => {
      await context.addCookies([
        { name: 'locale', value: 'klingon', url: ORIGIN },
        { name: 'color_mode', value: 'purple', url: ORIGIN },
      ]);
      await page.goto('/privacy');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
      await expect(page.getByRole('link', { name: 'Privacidade' })).toBeVisible();
      await expect.poll(() => cookieValues(context)).toMatchObject({ locale: 'pt-BR', color_mode: 'system' });
    });
  });
});

test('a call refused again after a successful refresh ends the session once, keeping the page to return to', async ({ page, context }) => {
  await signInAs(context);
  let refreshes = 0;
  let profiles = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/acme/exchange?')) refreshes += 1;
  });
  await page.route('**/api/v1/acme/profile', (route) => {
    profiles += 1;
    return route.fulfill({ status: 401, json: { error_code: 401, message: 'Unauthorized' } });
  });
  await page.goto('/dashboard/devices?search=pixel');
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fdashboard%2Fdevices%3Fsearch%3Dpixel$/);
  await expect(notifications(page).getByText('Authentication expired')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // No refresh and profile loop: one refresh for the expiry, the profile asked twice, then nothing.
  await page.waitForTimeout(3_000);
  expect(refreshes).toBe(1);
  expect(profiles).toBe(2);

  await page.unroute('**/api/v1/acme/profile');
  await page.getByLabel('Organisation').fill('acme');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/devices\?search=pixel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
});

test('a form with unsaved changes asks before a route change and a reload', async ({ page, context }) => {
  await signInAs(context);
  await page.goto('/dashboard/access/roles/create');
  const reference = page.getByRole('textbox', { name: 'Role reference' });
  await reference.fill('Night Desk');
  // A reload (or closing the tab): the browser's own question; the shared fixture answers Leave.
  const asked = page.waitForEvent('dialog');
  await page.reload();
  expect((await asked).type()).toBe('beforeunload');
  await expect(reference).toHaveValue('');

  await reference.fill('Night Desk');
  await mainNav(page).getByRole('link', { name: 'Tags' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page).toHaveURL(/\/access\/roles\/create$/);
  await expect(reference).toHaveValue('Night Desk');

  await mainNav(page).getByRole('link', { name: 'Tags' }).click();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
});

test.describe('offline', () => {
  test('a banner while the connection is gone; a save that failed keeps its input; lists fetch again when it is back', async ({
    page,
    context,
    guard,
    world,
  }) => {
    guard.allowConsole(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    await signInAs(context);
    await page.goto('/dashboard/access/tags?tag=language');
    const dialog = page.getByRole('dialog', { name: 'Edit tag language' });
    await expect(dialog.getByRole('textbox', { name: 'Value 2' })).toHaveValue('pt-BR');
    await dialog.getByRole('button', { name: 'Add value' }).click();
    const value = dialog.getByRole('textbox', { name: 'Value 5' });
    const banner = page.getByRole('status').filter({ hasText: 'You are offline' });

    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await value.fill('fr-FR');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page
        .getByRole('region', { name: /^Notifications/ })
        .getByText('The server could not be reached. Check the connection and try again.'),
    ).toBeVisible();
    await expect(value).toHaveValue('fr-FR');

    // Changed behind the page's back while it is offline: the list shows it once the connection is back.
    const region = (await adminCall(world, 'GET', '/tags/region')) as {
      tag_values: string[];
      is_required: boolean;
      default_value?: string;
    };
    await adminCall(world, 'PUT', '/tags/region', {
      tag_values: [...region.tag_values, 'jp'],
      is_required: region.is_required,
      default_value: region.default_value,
    });
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notifications(page).getByText('Tag language saved')).toBeVisible();
    const regionRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'region', exact: true }) });
    await expect(regionRow).toContainText('uk, br, us, ae, il, jp');
    await page.reload();
    await page.getByRole('link', { name: 'language', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Edit tag language' }).getByRole('textbox', { name: 'Value 5' })).toHaveValue('fr-FR');
  });

  test('a connection lost before the mock controls have loaded: the page and the banner carry on without them', async ({
    page,
    context,
    guard,
  }) => {
    guard.allowConsole(/ERR_INTERNET_DISCONNECTED|Failed to fetch|mock-controls/);
    let goneOffline: () => void = () => undefined;
    const offline = new Promise<void>((resolve) => (goneOffline = resolve));
    // The chunk is asked for once the page is idle; it fails only once the connection is gone.
    await page.route('**/assets/mock-controls-*.js', async (route) => {
      await offline;
      await route.abort('internetdisconnected');
    });
    await signInAs(context);
    await page.goto('/dashboard/access/tags');
    const heading = page.getByRole('heading', { level: 1, name: 'Tags' });
    // The app has mounted what it shows beside every page (the pre-rendered frame has the heading too).
    await expect(notifications(page)).toBeAttached();
    await context.setOffline(true);
    goneOffline();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await expect(heading).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mock controls' })).toHaveCount(0);
  });
});

test('a screen that fails to render shows the error inside the layout, with a way back', async ({ page, context, guard }) => {
  guard.allowConsole(/Simulated render failure|The above error occurred|React Router caught the following error/);
  await signInAs(context);
  await page.route(/\/assets\/roles-page-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export default function RolesPage() { throw new Error("Simulated render failure"); }',
    }),
  );
  await page.goto('/dashboard/access/tags');
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Roles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
  await expect(page.getByText('Simulated render failure')).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Devices', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
});
