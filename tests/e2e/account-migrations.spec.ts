import { expect as baseExpect, test } from '@playwright/test';
import { signInAs } from './support/session';

// The mocks answer slowly on a busy machine: generous waits, and room for the longer flows.
const expect = baseExpect.configure({ timeout: 20_000 });
test.beforeEach(async ({ context }) => {
  test.setTimeout(60_000);
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

test('the migration switches are saved with PUT account/migration', async ({ page }) => {
  await page.goto('/dashboard/account/migrations');
  const form = page.getByRole('form', { name: 'Migration switches' });
  await expect(form.getByRole('checkbox', { name: 'Disable offboarding' })).toBeChecked();
  await form.getByText('Disable payloads').click();
  const request = page.waitForRequest((candidate) => candidate.method() === 'PUT');
  await form.getByRole('button', { name: 'Save' }).click();
  const sent = await request;
  expect(sent.url()).toMatch(/\/api\/v1\/account\/migration$/);
  expect(sent.postDataJSON()).toEqual({ disable_onboarding: false, disable_offboarding: true, disable_payloads: true });
  await expect(page.getByText('Migration switches saved')).toBeVisible();
});
