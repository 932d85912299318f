import { expect as baseExpect, test } from '@playwright/test';
import { signInAs } from './support/session';

// The mocks answer slowly on a busy machine: generous waits, and room for the longer flows.
const expect = baseExpect.configure({ timeout: 20_000 });
test.beforeEach(async ({ context }) => {
  test.setTimeout(60_000);
  await signInAs(context);
});

const PARTIAL = '01M5GNS5D09VWXQ8APGEJ5YJMY';

test('transfers list state, period and payload count, and open the transfer page', async ({ page }) => {
  await page.goto('/dashboard/account/transfers');
  await expect(page.getByRole('heading', { level: 1, name: 'Transfers' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'sftp/backup:weekly' }).filter({ hasText: 'Partly failed' });
  await expect(row).toContainText('15 Oct 2026');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/account/transfers/${PARTIAL}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer sftp/backup:weekly' })).toBeVisible();
  await expect(page.getByText('Some items could not be transferred.')).toBeVisible();
  await expect(page.getByText('8 files, 3 failed')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Connection reset by peer' }).first()).toContainText('Failed');
});

test('related payloads link to their payload pages', async ({ page }) => {
  await page.goto(`/dashboard/account/transfers/${PARTIAL}?tab=payloads`);
  const link = page.getByRole('link', { name: '01M5FJBS7JFBJPS5DY3D3R6HF1' });
  await expect(link).toHaveAttribute('href', '/dashboard/services/messages/01M5FJBS7JFBJPS5DY3D3R6HF1');
  await expect(page.getByRole('link', { name: '01M51MJ4CE0G1H73BNN5SGBYC5' })).toHaveAttribute('href', '/dashboard/services/interviews/01M51MJ4CE0G1H73BNN5SGBYC5');
});

test('run again asks first and posts to the run endpoint', async ({ page }) => {
  await page.goto(`/dashboard/account/transfers/${PARTIAL}`);
  await page.getByRole('button', { name: 'Run again' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Run transfer sftp/backup:weekly again?')).toBeVisible();
  const request = page.waitForRequest((candidate) => candidate.method() === 'POST');
  await dialog.getByRole('button', { name: 'Run again' }).click();
  expect((await request).url()).toMatch(new RegExp(`/api/v1/transfers/${PARTIAL}/run$`));
  await expect(page.getByText('Transfer sftp/backup:weekly started again')).toBeVisible();
});

test('state filter is in the URL and the request', async ({ page }) => {
  await page.goto('/dashboard/account/transfers?state=Failed&state=PartialFail');
  const request = page.waitForRequest((candidate) => candidate.url().includes('/api/v1/transfers?'));
  await page.reload();
  const url = decodeURIComponent((await request).url());
  expect(url).toContain('transfer_state=Failed');
  expect(url).toContain('transfer_state=PartialFail');
});

test('a missing transfer shows the error with Retry', async ({ page }) => {
  await page.route(`**/api/v1/transfers/${PARTIAL}`, (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'code=404' } }));
  await page.goto(`/dashboard/account/transfers/${PARTIAL}`);
  await expect(page.getByText('Data not found').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});
