import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

test.beforeEach(async ({ context }) => {
  await signInAs(context);
});

/** A second tab in the same world, where someone else changes the record while the first tab's list stays as it was. */
async function otherTab(context: BrowserContext, path: string): Promise<Page> {
  const other = await context.newPage();
  await other.goto(path);
  return other;
}

test('the app edit dialog reads the app as it is now, not the list row', async ({ page, context }) => {
  await page.goto('/dashboard/account/apps');
  const row = page.getByRole('row').filter({ hasText: 'sao-paulo-bi' });
  await expect(row).toContainText('sao-paulo-bi.apps.acme.example');

  const other = await otherTab(context, '/dashboard/account/apps');
  await other.getByRole('button', { name: 'Edit sao-paulo-bi' }).click();
  await other.getByRole('form', { name: 'Client app' }).getByLabel('Audience').fill('bi.acme.example/v2');
  await other.getByRole('form', { name: 'Client app' }).getByRole('button', { name: 'Save' }).click();
  await expect(other.getByText('Client app sao-paulo-bi saved')).toBeVisible();
  await other.close();

  // This tab's row is stale; the dialog asks for the app itself.
  await expect(row).toContainText('sao-paulo-bi.apps.acme.example');
  const read = page.waitForRequest(
    (request) => request.method() === 'GET' && /\/api\/v1\/acme\/account\/apps\/sao-paulo-bi$/.test(decodeURIComponent(request.url())),
  );
  await page.getByRole('button', { name: 'Edit sao-paulo-bi' }).click();
  await read;
  await expect(page.getByRole('form', { name: 'Client app' }).getByLabel('Audience')).toHaveValue('bi.acme.example/v2');
});

test('the transfer configuration edit dialog reads the configuration as it is now', async ({ page, context }) => {
  await page.goto('/dashboard/account/transfers/config');
  const row = page.getByRole('table', { name: 'Transfer configurations' }).getByRole('row').filter({ hasText: 'daily-archive-s3' });
  await expect(row).toContainText('cron(0 2 * * ? *)');

  const other = await otherTab(context, '/dashboard/account/transfers/config');
  await other.getByRole('button', { name: 'Edit daily-archive-s3' }).click();
  const otherForm = other.getByRole('form', { name: 'Transfer configuration' });
  await otherForm.getByLabel('Schedule').fill('rate(12 hours)');
  await otherForm.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByText('Transfer configuration daily-archive-s3 saved')).toBeVisible();
  await other.close();

  await expect(row).toContainText('cron(0 2 * * ? *)');
  const read = page.waitForRequest(
    (request) => request.method() === 'GET' && request.url().endsWith('/api/v1/transfer_configs/daily-archive-s3'),
  );
  await page.getByRole('button', { name: 'Edit daily-archive-s3' }).click();
  await read;
  await expect(page.getByRole('form', { name: 'Transfer configuration' }).getByLabel('Schedule')).toHaveValue('rate(12 hours)');
});

test('a support access request opens by its own link and is decided there', async ({ page }) => {
  // The mock's records are written as of 2026-11-01 09:00 UTC: pending requests are current then.
  await page.clock.setFixedTime(new Date('2026-11-01T10:00:00Z'));
  const read = page.waitForRequest((request) => request.url().endsWith('/api/v1/acme/supportaccess/01M4MTVMQ0DR0PYKQJYKPEBK4M'));
  await page.goto('/dashboard/account/support-access?request=01M4MTVMQ0DR0PYKQJYKPEBK4M');
  await read;
  const drawer = page.getByRole('dialog', { name: 'Support access for the Read Only role' });
  await expect(drawer).toContainText('yusuf.rahman@provider.example');
  await expect(drawer).toContainText('Pending');
  await drawer.getByRole('button', { name: 'Reject' }).click();
  const form = page.getByRole('form', { name: 'Reject support access' });
  await form.getByLabel('Reason').fill('Use the ticket queue.');
  await form.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Support access request rejected')).toBeVisible();
  await page.reload();
  await expect(drawer).toContainText('Rejected');
  await expect(drawer).toContainText('Use the ticket queue.');

  // A row of the list opens the same link.
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/request=/);
  await page.getByRole('table', { name: 'Support access requests' }).getByRole('link', { name: 'Administrator' }).first().click();
  await expect(page).toHaveURL(/request=\w+/);
  await expect(page.getByRole('dialog', { name: 'Support access for the Administrator role' })).toBeVisible();
});
