import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

test("an unmatched route says 'Page not found: {path}' inside its layout", async ({ page, context }) => {
  await page.goto('/x');
  await expect(page.getByRole('heading', { name: 'Page not found: /x' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy' })).toBeVisible();
  await signInAs(context);
  await page.goto('/dashboard/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found: /dashboard/no-such-page' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a malformed payload reference is a fatal 404 error page', async ({ page, context }) => {
  await signInAs(context);
  await page.goto('/dashboard/services/calls/too-short');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test("a 404 from the API shows 'An error occurred' with 'Data not found'", async ({ page, context }) => {
  await signInAs(context);
  await page.goto('/dashboard/services/calls/01JBZZZZZZZZZZZZZZZZZZZZZZ');
  const notification = page.getByRole('region', { name: /^Notifications/ });
  await expect(notification.getByText('An error occurred')).toBeVisible();
  await expect(notification.getByText('Data not found')).toBeVisible();
  await expect(page.getByRole('main').getByText('Data not found')).toBeVisible();
});

test('the locale survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('pt-BR');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'locale');
  expect(cookie).toMatchObject({ value: 'pt-BR', sameSite: 'Lax', path: '/' });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
});

test('dark mode follows the system and the toggle overrides it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/light/);
});
