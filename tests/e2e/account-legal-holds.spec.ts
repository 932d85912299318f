import { expect as baseExpect, test } from '@playwright/test';
import { signInAs } from './support/session';

// The mocks answer slowly on a busy machine: generous waits, and room for the longer flows.
const expect = baseExpect.configure({ timeout: 20_000 });
test.beforeEach(async ({ context }) => {
  test.setTimeout(60_000);
  await signInAs(context);
});

test('legal holds list active and released holds; device users link to their page', async ({ page }) => {
  await page.goto('/dashboard/account/legal-holds');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal holds' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'marcus.bell' });
  await expect(row).toContainText('Active');
  await expect(row.getByRole('link', { name: 'marcus.bell' })).toHaveAttribute('href', '/dashboard/devices/users/marcus.bell');
  await expect(page.getByRole('row').filter({ hasText: 'former.trader@acme.example' })).toContainText('Released');
});

test('filters are in the URL and the request', async ({ page }) => {
  await page.goto('/dashboard/account/legal-holds');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const request = page.waitForRequest((candidate) => candidate.url().includes('/legal_holds?'));
  await page.getByLabel('Status').selectOption('active');
  const url = (await request).url();
  expect(url).toContain('is_active=true');
  await expect(page).toHaveURL(/status=active/);
});

test('release asks first, naming the target, then sends DELETE', async ({ page }) => {
  await page.goto('/dashboard/account/legal-holds');
  await page.getByRole('button', { name: 'Release legal hold on joao.pereira@acme.example' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Release the legal hold on joao.pereira@acme.example?')).toBeVisible();
  const request = page.waitForRequest((candidate) => candidate.method() === 'DELETE');
  await dialog.getByRole('button', { name: 'Release' }).click();
  expect(decodeURIComponent((await request).url())).toMatch(/\/api\/v1\/account\/legal_holds\/PortalUser\/joao\.pereira@acme\.example$/);
  await expect(page.getByText('Legal hold on joao.pereira@acme.example released')).toBeVisible();
});

test('a hold is placed with PUT on its target', async ({ page }) => {
  await page.goto('/dashboard/account/legal-holds');
  await page.getByRole('button', { name: 'Place legal hold' }).click();
  const form = page.getByRole('form', { name: 'Place legal hold' });
  await form.getByLabel('Target type').selectOption('PortalUser');
  await form.getByLabel('Portal user reference').fill('ab');
  await form.getByRole('button', { name: 'Place legal hold' }).click();
  await expect(form.getByLabel('Portal user reference')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Portal user reference').fill('compliance.lead@acme.example');
  const request = page.waitForRequest((candidate) => candidate.method() === 'PUT');
  await form.getByRole('button', { name: 'Place legal hold' }).click();
  const sent = await request;
  expect(decodeURIComponent(sent.url())).toMatch(/\/legal_holds\/PortalUser\/compliance\.lead@acme\.example$/);
  expect(sent.postDataJSON()).toEqual({ target: 'compliance.lead@acme.example', target_type: 'PortalUser' });
});
