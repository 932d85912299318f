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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation opens in a drawer, takes the reader to a screen and closes; Esc returns focus to its button', async ({
    page,
    context,
  }) => {
    await signInAs(context);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const open = page.getByRole('button', { name: 'Open navigation' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('link', { name: 'Devices', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/devices$/);
    await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toBeVisible();
    await expect(drawer).toBeHidden();

    await open.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
  });
});
