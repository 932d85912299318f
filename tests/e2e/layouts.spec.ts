import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

const landing = ['/', '/cookies', '/privacy'];
const dashboard = [
  '/dashboard',
  '/dashboard/services',
  '/dashboard/services/calls',
  '/dashboard/services/messages',
  '/dashboard/services/photos',
  '/dashboard/services/videos',
  '/dashboard/services/interviews',
  '/dashboard/services/comments',
  '/dashboard/services/diagnostics',
  '/dashboard/devices',
  '/dashboard/devices/logs',
  '/dashboard/devices/metrics',
  '/dashboard/devices/users',
  '/dashboard/devices/users/ana.souza',
  '/dashboard/devices/ldn-trd-001',
  '/dashboard/devices/ldn-trd-001/gps',
  '/dashboard/access/tags',
  '/dashboard/access/groups',
  '/dashboard/access/roles',
  '/dashboard/access/roles/create',
  '/dashboard/access/roles/Administrator',
  '/dashboard/account/apps',
  '/dashboard/account/audit',
  '/dashboard/account/licenses',
  '/dashboard/account/alerts',
  '/dashboard/account/support-access',
  '/dashboard/account/transfers',
  '/dashboard/account/transfers/config',
  '/dashboard/account/transfers/01M658NRE024WSQGMCNNNWE6VN',
  '/dashboard/account/migrations',
  '/dashboard/account/retention',
  '/dashboard/account/legal-holds',
];
const internal = ['/internal', '/internal/alerts', '/internal/support', '/internal/carriers', '/internal/licenses', '/internal/statistics'];

async function expectHeading(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/Page not found|Page Not Found/)).toHaveCount(0);
}

test('landing pages render in the landing layout', async ({ page }) => {
  for (const path of landing) {
    await page.goto(path);
    await expectHeading(page);
    await expect(page.getByRole('link', { name: 'Cookies' })).toBeVisible();
  }
});

test('terms render without a layout and sign-in in the empty layout', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cookies' })).toHaveCount(0);
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Language')).toBeVisible();
});

const areas = ['services', 'devices', 'access', 'account'];
for (const area of ['home', ...areas]) {
  test(`every ${area} route renders inside the default layout`, async ({ page, context }) => {
    // One test opens every route of the area.
    test.setTimeout(120_000);
    await signInAs(context);
    for (const path of dashboard.filter((route) =>
      area === 'home' ? !areas.some((name) => route.startsWith(`/dashboard/${name}`)) : route.startsWith(`/dashboard/${area}`),
    )) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectHeading(page);
    }
  });
}

test('every internal route renders inside the internal layout', async ({ page, context }) => {
  await signInAs(context, 'admin');
  for (const path of internal) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Staff' })).toBeVisible();
    await expectHeading(page);
  }
});
