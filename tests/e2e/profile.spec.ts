import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

test('the user menu shows the profile the sandbox computes from the roles', async ({ page, context }) => {
  await signInAs(context, 'acme');
  const profileRequest = page.waitForRequest((request) => request.url().endsWith('/api/v1/acme/profile'));
  await page.goto('/dashboard');
  expect((await profileRequest).headers().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.$/);
  await page.getByRole('button', { name: 'User menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByText('it.admin@acme.example')).toBeVisible();
  await expect(menu.getByText('Administrator', { exact: true })).toBeVisible();
  await expect(menu.getByText('Compliance Reviewer', { exact: true })).toBeVisible();
  await expect(menu.getByText('London Trading', { exact: true })).toBeVisible();
});

test('another organisation signs in to a copy of the seeded one under its own name', async ({ page, context }) => {
  await signInAs(context, 'globex');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('dialog').getByText('it.admin@globex.example')).toBeVisible();
});
