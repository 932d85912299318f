import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

test.beforeEach(async ({ context }) => {
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

/** The rows of the legal hold list (the header row left out). */
const holdRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Legal holds' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test('filters on target type and status show the matching holds, also after a reload', async ({ page }) => {
  await page.goto('/dashboard/account/legal-holds');
  await expect(holdRows(page)).toHaveCount(5);
  const request = page.waitForRequest((candidate) => candidate.url().includes('/legal_holds?'));
  await page.getByLabel('Status').selectOption('active');
  expect((await request).url()).toContain('is_active=true');
  await expect(page).toHaveURL(/status=active/);
  await expect(holdRows(page)).toHaveCount(3);
  await page.getByLabel('Target type').selectOption('DeviceUser');
  await expect(holdRows(page)).toHaveCount(2);
  await page.reload();
  await expect(holdRows(page)).toHaveCount(2);
  await expect(holdRows(page).filter({ hasText: 'marcus.bell' })).toHaveCount(1);
  await expect(holdRows(page).filter({ hasText: 'laila.haddad' })).toHaveCount(1);
  await page.getByLabel('Status').selectOption('released');
  await expect(holdRows(page)).toHaveCount(1);
  await expect(holdRows(page)).toContainText('legacy.rosa.lima');
});

test('release asks first, naming the target, then the hold reads Released, also after a reload', async ({ page }) => {
  await page.goto('/dashboard/account/legal-holds');
  await page.getByRole('button', { name: 'Release legal hold on joao.pereira@acme.example' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Release the legal hold on joao.pereira@acme.example?')).toBeVisible();
  const request = page.waitForRequest((candidate) => candidate.method() === 'DELETE');
  await dialog.getByRole('button', { name: 'Release' }).click();
  expect(decodeURIComponent((await request).url())).toMatch(/\/api\/v1\/account\/legal_holds\/PortalUser\/joao\.pereira@acme\.example$/);
  await expect(page.getByText('Legal hold on joao.pereira@acme.example released')).toBeVisible();
  await page.reload();
  const row = holdRows(page).filter({ hasText: 'joao.pereira@acme.example' });
  await expect(row).toContainText('Released');
  await expect(row).toContainText('it.admin@acme.example');
  await expect(row.getByRole('button', { name: 'Place again: legal hold on joao.pereira@acme.example' })).toBeVisible();
});

test('a hold is placed with PUT on a portal user; an unknown one is refused', async ({ page }) => {
  await page.goto('/dashboard/account/legal-holds');
  await page.getByRole('button', { name: 'Place legal hold', exact: true }).click();
  const form = page.getByRole('form', { name: 'Place legal hold' });
  await form.getByLabel('Target type').selectOption('PortalUser');
  await form.getByLabel('Portal user reference').fill('ab');
  await form.getByRole('button', { name: 'Place legal hold' }).click();
  await expect(form.getByLabel('Portal user reference')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Portal user reference').fill('nobody@acme.example');
  await form.getByRole('button', { name: 'Place legal hold' }).click();
  await expect(page.getByText('Data not found').first()).toBeVisible();

  await form.getByLabel('Portal user reference').fill('sec.analyst@acme.example');
  const request = page.waitForRequest((candidate) => candidate.method() === 'PUT');
  await form.getByRole('button', { name: 'Place legal hold' }).click();
  const sent = await request;
  expect(decodeURIComponent(sent.url())).toMatch(/\/legal_holds\/PortalUser\/sec\.analyst@acme\.example$/);
  expect(sent.postDataJSON()).toEqual({ target: 'sec.analyst@acme.example', target_type: 'PortalUser' });
  await expect(page.getByText('Legal hold placed on sec.analyst@acme.example')).toBeVisible();
  await page.reload();
  await expect(holdRows(page).first()).toContainText('sec.analyst@acme.example');
  await expect(holdRows(page).first()).toContainText('Active');
});

test("a hold placed on a device user from the holds page shows on the device user's page, where it is released", async ({ page }) => {
  await page.goto('/dashboard/account/legal-holds');
  await page.getByRole('button', { name: 'Place legal hold', exact: true }).click();
  const form = page.getByRole('form', { name: 'Place legal hold' });
  await form.getByLabel('Device user reference').fill('james.whitfield');
  await form.getByRole('button', { name: 'Place legal hold' }).click();
  await expect(page.getByText('Legal hold placed on james.whitfield')).toBeVisible();
  await page.reload();
  await holdRows(page).filter({ hasText: 'james.whitfield' }).getByRole('link', { name: 'james.whitfield' }).click();

  await expect(page).toHaveURL(/\/dashboard\/devices\/users\/james\.whitfield$/);
  await expect(page.getByText('On legal hold')).toBeVisible();
  await expect(page.getByText('On hold', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Release legal hold' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Release hold' }).click();
  await expect(page.getByText('Legal hold released')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Released', { exact: true })).toBeVisible();
  await expect(page.getByText('On legal hold')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place legal hold' })).toBeVisible();

  await page.goto('/dashboard/account/legal-holds?status=released');
  await expect(holdRows(page).filter({ hasText: 'james.whitfield' })).toContainText('it.admin@acme.example');
});

test("a hold placed from the device user's page is listed with the account's holds", async ({ page }) => {
  await page.goto('/dashboard/devices/users/james.whitfield');
  await expect(page.getByText('Never placed')).toBeVisible();
  await page.getByRole('button', { name: 'Place legal hold' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Place hold' }).click();
  await expect(page.getByText('Legal hold placed')).toBeVisible();
  await page.reload();
  await expect(page.getByText('On legal hold')).toBeVisible();
  await expect(page.getByText('On hold', { exact: true })).toBeVisible();

  await page.goto('/dashboard/account/legal-holds?type=DeviceUser&status=active');
  await expect(holdRows(page)).toHaveCount(3);
  await expect(holdRows(page).first()).toContainText('james.whitfield');
});
