import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

test.beforeEach(async ({ context }) => {
  await signInAs(context);
});

test('choosing a run shows its errors, warnings and successes grouped by kind', async ({ page }) => {
  await page.goto('/dashboard/account/migrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Migrations' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'acme-2026-10-30.csv' });
  await expect(row).toContainText('Partly failed');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/run=01M2QEA1G0W8704ZCEGTHMQSCM/);
  await expect(page.getByRole('heading', { name: 'Results of acme-2026-10-30.csv' })).toBeFocused();
  const errors = page.getByRole('region', { name: 'Errors' });
  await expect(errors).toContainText('General');
  await expect(errors).toContainText('Duplicate device reference');
  await expect(errors).toContainText('99');
  await expect(page.getByRole('region', { name: 'Warnings' })).toContainText('Ignored: onboarding is disabled');
  await expect(page.getByRole('region', { name: 'Successes' })).toContainText('User created, onboarded');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Results of acme-2026-10-30.csv' })).toHaveCount(0);
});

test('file names from the legacy export are text, never HTML', async ({ page }) => {
  await page.goto('/dashboard/account/migrations?run=01M45X2AX0FN2XWK6JKT80RF54');
  await expect(page.getByRole('heading', { name: 'Results of readme <script>.txt' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Errors' })).toContainText('Unknown file');
});

test('the migration switches are saved with PUT account/migration and kept after a reload', async ({ page }) => {
  await page.goto('/dashboard/account/migrations');
  const form = page.getByRole('form', { name: 'Migration switches' });
  await expect(form.getByRole('checkbox', { name: 'Disable offboarding' })).toBeChecked();
  await form.getByText('Disable payloads').click();
  await form.getByText('Disable offboarding').click();
  const request = page.waitForRequest((candidate) => candidate.method() === 'PUT');
  await form.getByRole('button', { name: 'Save' }).click();
  const sent = await request;
  expect(sent.url()).toMatch(/\/api\/v1\/account\/migration$/);
  expect(sent.postDataJSON()).toEqual({ disable_onboarding: false, disable_offboarding: false, disable_payloads: true });
  await expect(page.getByText('Migration switches saved')).toBeVisible();

  await page.reload();
  await expect(form.getByRole('checkbox', { name: 'Disable payloads' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Disable offboarding' })).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Disable onboarding' })).not.toBeChecked();
});

test('the runs filter on state and on the start date, newest first, also after a reload', async ({ page }) => {
  await page.goto('/dashboard/account/migrations');
  const runs = page
    .getByRole('table', { name: 'Migration runs' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(runs).toHaveCount(7);
  await expect(runs.first()).toContainText('acme-2026-11-01.csv');

  await page.getByLabel('State').selectOption('PartialFail');
  await expect(runs).toHaveCount(2);
  await expect(runs.nth(0)).toContainText('acme-payloads-2026-10-15.zip');
  await expect(runs.nth(1)).toContainText('acme-2026-10-30.csv');

  await page.getByRole('button', { name: /Clear all/ }).click();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-09-17');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-10-05');
  await expect(page).toHaveURL(/from=2026-09-17.*to=2026-10-05/);
  await page.reload();
  await expect(runs).toHaveCount(3);
  await expect(runs.nth(0)).toContainText('readme <script>.txt');
  await expect(runs.nth(2)).toContainText('acme-2026-10-30.csv');
});
