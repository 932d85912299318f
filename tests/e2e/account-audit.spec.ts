import { expect, test } from './support/fixtures';
import { readFile } from 'node:fs/promises';
import { signInAs } from './support/session';

test.beforeEach(async ({ context }) => {
  await signInAs(context);
});

test('portal user activities: allowed and denied calls with reasons, hostile text shown as text', async ({ page }) => {
  await page.goto('/dashboard/account/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Portal users', selected: true })).toBeVisible();
  const denied = page.getByRole('row').filter({ hasText: 'putTag' });
  await expect(denied).toContainText('Denied');
  await expect(denied).toContainText('Validation failed against 2 groups <img src=x onerror=alert(1)>');
  await expect(denied).toContainText('422');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'listPayloads' }).first()).toContainText('App');
});

test('filters go to the URL and the API; a half-typed reference is not sent', async ({ page }) => {
  await page.goto('/dashboard/account/audit');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const request = page.waitForRequest(
    (candidate) => candidate.url().includes('/activities?') && candidate.url().includes('is_allowed=false'),
  );
  await page.getByLabel('Result').selectOption('false');
  await request;
  await expect(page).toHaveURL(/allowed=false/);
  await page.goBack();
  await expect(page.getByLabel('Result')).toHaveValue('');
  await page.getByRole('searchbox', { name: 'User or app' }).fill('ab');
  await expect(page.getByText('These filters are not applied until they are valid:')).toBeVisible();
  await expect(page).toHaveURL(/user=ab/);
});

test('device activities link devices and users, and export as CSV', async ({ page }) => {
  await page.goto('/dashboard/account/audit?tab=devices');
  await expect(page.getByRole('tab', { name: 'Devices', selected: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'authenticateDevice' }).first();
  await expect(row.getByRole('link', { name: 'ldn-trd-001' })).toHaveAttribute('href', '/dashboard/devices/ldn-trd-001');
  await expect(row.getByRole('link', { name: 'james.whitfield' })).toHaveAttribute('href', '/dashboard/devices/users/james.whitfield');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.split('\n')[0]).toContain('Device');
  expect(text).toContain('authenticateDevice');
});

test('a payload the signed-in user just opened is logged at the top of the audit log, and stays after a reload', async ({ page }) => {
  await page.goto('/dashboard/services/calls/01M5Z9DG9QZQTN6TR1VJBS3BNB');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/dashboard/account/audit');
  const opened = page.getByRole('row').filter({ hasText: 'it.admin@acme.example' }).filter({ hasText: 'getPayload' });
  await expect(opened.first()).toContainText('Allowed');
  await page.reload();
  await expect(opened.first()).toContainText('200');
});

test('the result filter narrows the log to denied calls', async ({ page }) => {
  await page.goto('/dashboard/account/audit');
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });
  await expect(rows.filter({ hasText: 'Allowed' }).first()).toBeVisible();
  await page.getByLabel('Result').selectOption('false');
  await expect(rows.filter({ hasText: 'Allowed' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Denied' }).first()).toBeVisible();
});
