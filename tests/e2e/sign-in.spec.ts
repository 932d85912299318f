import { expect, test } from './support/fixtures';
import { MOCK_TERMS_VERSION } from './support/session';

test('a client organisation signs in with one click, accepts the terms and lands on /dashboard', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Organisation').fill('acme');
  const exchange = page.waitForRequest((request) => request.url().includes('/api/v1/acme/exchange?'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = new URL((await exchange).url()).searchParams.get('code');
  expect(code).toHaveLength(36);
  await expect(page).toHaveURL(/\/terms\?returnTo=%2Fdashboard$/);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('with the terms accepted, client sign-in goes straight to /dashboard', async ({ page, context }) => {
  await context.addCookies([{ name: 'terms_accepted', value: encodeURIComponent(MOCK_TERMS_VERSION), url: 'http://localhost:4173' }]);
  await page.goto('/sign-in');
  await page.getByLabel('Organisation').fill('acme');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('provider staff sign in as the client admin and land on /internal', async ({ page }) => {
  await page.goto('/sign-in');
  const exchange = page.waitForRequest((request) => request.url().includes('/internal/v1/exchange?'));
  await page.getByRole('button', { name: 'Provider staff' }).click();
  await exchange;
  await expect(page).toHaveURL(/\/internal$/);
  await expect(page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Support' })).toBeVisible();
});

test('a refused sign-in code is explained and can be tried again', async ({ page }) => {
  await page.goto('/sign-in?code=too-short');
  await expect(page.getByText('Sign-in failed')).toBeVisible();
  await expect(page.getByText('The sign-in code must be 36 characters long.')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Organisation')).toBeVisible();
});

test('a signed-out visit to a dashboard page goes to sign-in and returns there afterwards', async ({ page, context }) => {
  await context.addCookies([{ name: 'terms_accepted', value: encodeURIComponent(MOCK_TERMS_VERSION), url: 'http://localhost:4173' }]);
  await page.goto('/dashboard/devices');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('Organisation').fill('acme');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/devices$/);
});
