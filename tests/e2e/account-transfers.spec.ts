import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

test.beforeEach(async ({ context }) => {
  await signInAs(context);
});

const PARTIAL = '01M5GNS5D09VWXQ8APGEJ5YJMY';
const FAILED_VANTAGE = '01M517B0T0S6FCCA22056XG3K0';
const NEW_TRANSFER = /\/dashboard\/account\/transfers\/([0-9A-Z]{26})$/;

/** The rows of the transfer list (the header row left out). */
const transferRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Transfers' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** Reloads the page until the transfer's state reads `meaning` (a started run moves on within seconds). */
async function reloadUntil(page: Page, meaning: string): Promise<void> {
  await expect(async () => {
    await page.reload();
    // A short look after each reload; toPass reloads again until the transfer has moved on.
    await expect(page.getByText(meaning)).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

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
  await expect(page.getByRole('link', { name: '01M51MJ4CE0G1H73BNN5SGBYC5' })).toHaveAttribute(
    'href',
    '/dashboard/services/interviews/01M51MJ4CE0G1H73BNN5SGBYC5',
  );
});

test('running a partly failed transfer again opens the new run, which copies the failed files and succeeds', async ({ page }) => {
  await page.goto(`/dashboard/account/transfers/${PARTIAL}`);
  await page.getByRole('button', { name: 'Run again' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Run transfer sftp/backup:weekly again?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Run again' }).click();
  await expect(page.getByText('Transfer sftp/backup:weekly started again')).toBeVisible();
  // The old run's address matches the pattern too: wait for the page to move to another run.
  await expect(page).not.toHaveURL(new RegExp(`${PARTIAL}$`));
  await expect(page).toHaveURL(NEW_TRANSFER);
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer sftp/backup:weekly' })).toBeVisible();

  await reloadUntil(page, 'Every item was transferred.');
  await expect(page.getByRole('tab', { name: 'Files (3)' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Copied' })).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Run again' })).toBeEnabled();

  await page.goto('/dashboard/account/transfers');
  await expect(transferRows(page).first()).toContainText('sftp/backup:weekly');
  await expect(transferRows(page).first()).toContainText('Succeeded');
  await expect(
    transferRows(page).filter({ hasText: 'Partly failed' }).filter({ hasText: 'sftp/backup:weekly' }),
    'the transfer run again is kept',
  ).toHaveCount(1);
});

test('running a failed transfer again from the list: the new run comes first and its page follows it until it succeeds', async ({
  page,
}) => {
  await page.goto('/dashboard/account/transfers?type=Vantage');
  await expect(transferRows(page)).toHaveCount(2);
  const failed = transferRows(page).filter({ hasText: 'Failed' });
  await failed.getByRole('button', { name: 'Run transfer vantage-export again' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Run again' }).click();
  await expect(page).toHaveURL(NEW_TRANSFER);
  await expect(page.getByText(/^(Waiting to run|Running now)\.$/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Files (3)' })).toBeVisible();
  await expect(page.getByText('Every item was transferred.'), 'the page follows the run without a reload').toBeVisible();

  await page.goto('/dashboard/account/transfers?type=Vantage');
  await expect(transferRows(page)).toHaveCount(3);
  await expect(transferRows(page).first()).toContainText('Succeeded');
  await page.goto(`/dashboard/account/transfers/${FAILED_VANTAGE}`);
  await expect(page.getByText('The transfer failed; no items were transferred.')).toBeVisible();
});

test('filters on state, type, configuration and period show the matching transfers, also after a reload', async ({ page }) => {
  await page.goto('/dashboard/account/transfers');
  await expect(page.getByText('10 rows')).toBeVisible();

  await page.getByRole('combobox', { name: 'States' }).click();
  await page.getByRole('option', { name: 'Failed', exact: true }).click();
  await page.getByRole('option', { name: 'Partly failed' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/state=Failed&state=PartialFail|state=PartialFail&state=Failed/);
  await expect(transferRows(page)).toHaveCount(4);
  await page.reload();
  await expect(transferRows(page)).toHaveCount(4);
  for (const row of await transferRows(page).all()) await expect(row).toContainText(/Failed|Partly failed/);

  await page.getByLabel('Type').selectOption('Vantage');
  await expect(transferRows(page)).toHaveCount(1);
  await expect(transferRows(page)).toContainText('vantage-export');

  await page.getByRole('button', { name: /Clear all/ }).click();
  await page.getByLabel('Configuration').selectOption('sftp-interviews');
  await expect(transferRows(page)).toHaveCount(2);
  await expect(transferRows(page).filter({ hasText: 'Pending' })).toHaveCount(1);

  await page.getByRole('button', { name: /Clear all/ }).click();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-10-20');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-10-23');
  await expect(page).toHaveURL(/from=2026-10-20.*to=2026-10-23/);
  await page.reload();
  await expect(transferRows(page)).toHaveCount(3);
  await expect(transferRows(page).filter({ hasText: 'sftp/backup:weekly' })).toHaveCount(2);
  await expect(transferRows(page).filter({ hasText: 'daily-archive-s3' })).toContainText('In progress');
});

test('a missing transfer shows the error with Retry', async ({ page }) => {
  await page.goto('/dashboard/account/transfers/01M00000000000000000000000');
  await expect(page.getByText('Data not found').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});
