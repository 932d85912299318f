import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

test.beforeEach(async ({ context }) => {
  await signInAs(context);
});

test('the retention policy is shown per record type and payload type, and saved whole', async ({ page }) => {
  await page.goto('/dashboard/account/retention');
  await expect(page.getByRole('heading', { level: 1, name: 'Retention' })).toBeVisible();
  await expect(page.getByLabel('Delete after (days), GPS points')).toHaveValue('365');
  await expect(page.getByLabel('Counted from, Interview')).toHaveValue('transferred_at');
  await expect(page.getByLabel('Destroy after (days), Transfers')).toHaveValue('');

  await page.getByLabel('Delete after (days), Device logs').fill('-1');
  await page.getByLabel('Destroy after (days), Alerts').fill('10');
  await page.getByRole('button', { name: 'Save policy' }).click();
  await expect(page.getByText('Must not be less than the days before deletion')).toBeVisible();
  await expect(page.getByLabel('Delete after (days), Device logs')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Delete after (days), Device logs').fill('45');
  await page.getByLabel('Destroy after (days), Alerts').fill('400');
  await page.getByLabel('Counted from, SMS').selectOption('receipt_confirmed_at');
  const request = page.waitForRequest((candidate) => candidate.method() === 'PUT');
  await page.getByRole('button', { name: 'Save policy' }).click();
  const sent = await request;
  expect(sent.url()).toMatch(/\/api\/v1\/account\/retention$/);
  const body = sent.postDataJSON() as {
    record_types: { record_type: string; delete_after_days?: number; destroy_after_days?: number }[];
    payload_types: { payload_type: string; retention_timestamp_type: string }[];
  };
  expect(body.record_types).toHaveLength(8);
  expect(body.record_types.find((rule) => rule.record_type === 'DeviceLog')).toEqual({
    record_type: 'DeviceLog',
    delete_after_days: 45,
    destroy_after_days: 120,
  });
  expect(body.record_types.find((rule) => rule.record_type === 'Alert')?.destroy_after_days).toBe(400);
  expect(body.payload_types.find((rule) => rule.payload_type === 'SMS')?.retention_timestamp_type).toBe('receipt_confirmed_at');
  await expect(page.getByText('Retention policy saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Delete after (days), Device logs')).toHaveValue('45');
  await expect(page.getByLabel('Destroy after (days), Device logs')).toHaveValue('120');
  await expect(page.getByLabel('Destroy after (days), Alerts')).toHaveValue('400');
  await expect(page.getByLabel('Counted from, SMS')).toHaveValue('receipt_confirmed_at');
  await expect(page.getByLabel('Delete after (days), GPS points')).toHaveValue('365');
});

test('emptying a rule removes it: the type is then kept for ever, also after a reload', async ({ page }) => {
  await page.goto('/dashboard/account/retention');
  await page.getByLabel('Delete after (days), Transfers').fill('');
  const request = page.waitForRequest((candidate) => candidate.method() === 'PUT');
  await page.getByRole('button', { name: 'Save policy' }).click();
  const body = (await request).postDataJSON() as { record_types: { record_type: string }[] };
  expect(body.record_types.map((rule) => rule.record_type)).not.toContain('Transfer');
  await expect(page.getByText('Retention policy saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Delete after (days), Transfers')).toHaveValue('');
  await expect(page.getByLabel('Delete after (days), Alerts')).toHaveValue('180');
});
