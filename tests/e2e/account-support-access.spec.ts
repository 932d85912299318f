import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

test.beforeEach(async ({ context, page }) => {
  await signInAs(context);
  // The mock's records are written as of 2026-11-01 09:00 UTC: pending requests and approvals are current then.
  await page.clock.setFixedTime(new Date('2026-11-01T10:00:00Z'));
});

test('pending requests wait for a decision; approving sends an expiry no later than requested', async ({ page }) => {
  await page.goto('/dashboard/account/support-access');
  const pending = page.getByRole('region', { name: 'Waiting for your decision' });
  await expect(pending.getByText('yusuf.rahman@provider.example asks for the Read Only role')).toBeVisible();
  await expect(pending.getByText('Administrator role')).toBeVisible();

  await pending.getByRole('button', { name: 'Approve' }).first().click();
  const form = page.getByRole('form', { name: 'Approve support access' });
  await expect(form.getByLabel('Access until')).toHaveValue('2026-11-03T09:00');
  await form.getByLabel('Access until').fill('2026-11-05T09:00');
  await form.getByRole('button', { name: 'Approve' }).click();
  await expect(form.getByText('Choose a time no later than the requested expiry.')).toBeVisible();
  await form.getByLabel('Access until').fill('2026-11-02T17:00');
  const request = page.waitForRequest(
    (candidate) => candidate.method() === 'PUT' && candidate.url().includes('/api/v1/acme/supportaccess/'),
  );
  await form.getByRole('button', { name: 'Approve' }).click();
  const sent = await request;
  expect(sent.url()).toMatch(/\/supportaccess\/01M4MTVMQ0DR0PYKQJYKPEBK4M$/);
  expect(sent.postDataJSON()).toEqual({ action: 'approve', approval_expiry: '2026-11-02T17:00:00Z' });
  await expect(page.getByText('Support access approved for Read Only')).toBeVisible();
});

test('rejecting needs a reason', async ({ page }) => {
  await page.goto('/dashboard/account/support-access');
  await page.getByRole('row').filter({ hasText: 'Investigate failed transfers' }).getByRole('button', { name: 'Reject' }).click();
  const form = page.getByRole('form', { name: 'Reject support access' });
  await form.getByRole('button', { name: 'Reject' }).click();
  await expect(form.getByText('Give the reason for rejecting.')).toBeVisible();
  await form.getByLabel('Reason').fill('Use the Read Only role for this.');
  const request = page.waitForRequest((candidate) => candidate.method() === 'PUT');
  await form.getByRole('button', { name: 'Reject' }).click();
  expect((await request).postDataJSON()).toEqual({ action: 'reject', rejection_reason: 'Use the Read Only role for this.' });
  await expect(page.getByText('Support access request rejected')).toBeVisible();
});

test('an approved, unexpired request can be revoked after confirming', async ({ page }) => {
  await page.goto('/dashboard/account/support-access');
  const row = page.getByRole('row').filter({ hasText: 'Bulk re-onboarding' });
  await expect(row).toContainText('Approved');
  await row.getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke Device Manager access for carla.mendes@provider.example?' });
  const request = page.waitForRequest((candidate) => candidate.method() === 'PUT');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  const sent = await request;
  expect(sent.url()).toMatch(/\/supportaccess\/01M53S78F0Z6T8DY57DDY8XZHN$/);
  expect(sent.postDataJSON()).toEqual({ action: 'revoke' });
  await expect(page.getByText('Support access revoked')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Review comment export' }).getByRole('button', { name: 'Revoke' })).toHaveCount(0);
});

test('the state filter is in the URL and the request', async ({ page }) => {
  await page.goto('/dashboard/account/support-access');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const request = page.waitForRequest(
    (candidate) => candidate.url().includes('/supportaccess?') && candidate.url().includes('approval_state=revoked'),
  );
  await page.getByLabel('State').selectOption('revoked');
  await request;
  await expect(page).toHaveURL(/state=revoked/);
});

test('licences show use against the limit per service and per group', async ({ page }) => {
  await page.goto('/dashboard/account/licenses');
  await expect(page.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
  const calls = page.locator('[data-service="calls"]');
  await expect(calls).toContainText('13');
  await expect(calls).toContainText('of 40');
  await expect(calls).toContainText('20 devices expected');
  await expect(calls.getByRole('progressbar', { name: 'Calls: 13 of 40 licences used' })).toBeVisible();
  const group = page.getByRole('row').filter({ hasText: 'Sao Paulo Vendas' });
  await expect(group).toContainText('22');
  await expect(group).toContainText('3 / 5');
  await expect(page.getByRole('row').filter({ hasText: 'Ops & <Risk> Desk!' })).toBeVisible();
});
