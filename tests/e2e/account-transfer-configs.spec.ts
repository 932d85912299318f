import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

test.beforeEach(async ({ context }) => {
  await signInAs(context);
});

const configRow = (page: Page, reference: string) =>
  page.getByRole('table', { name: 'Transfer configurations' }).getByRole('row').filter({ hasText: reference });

/** Opens the form of a new S3 configuration with its reference and bucket filled in. */
async function newS3Config(page: Page, reference: string) {
  await page.goto('/dashboard/account/transfers/config');
  await page.getByRole('button', { name: 'New configuration' }).click();
  const form = page.getByRole('form', { name: 'Transfer configuration' });
  await form.getByLabel('Reference').fill(reference);
  await form.getByLabel('Destination').fill('s3://acme-eu/archive');
  await form.getByLabel('IAM role ARN').fill('arn:aws:iam::444455556666:role/acme-eu-archive');
  return form;
}

/** After a reload, the configuration's row reads each of `texts`. */
async function expectRowAfterReload(page: Page, reference: string, texts: string[]) {
  await page.reload();
  for (const text of texts) await expect(configRow(page, reference)).toContainText(text);
}

test('configurations show their target, schedule and status', async ({ page }) => {
  await page.goto('/dashboard/account/transfers/config');
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer configurations' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'sftp/backup:weekly' })).toContainText(
    'sftp://acme_archive@sftp.acme.example:2222/exports/compliance',
  );
  await expect(page.getByRole('row').filter({ hasText: 'vantage-export' })).toContainText('On demand');
  await expect(page.getByRole('row').filter({ hasText: 'vantage-export' })).toContainText('Inactive');
});

test("the form shows the specification's messages for S3 and SFTP parameters", async ({ page }) => {
  await page.goto('/dashboard/account/transfers/config');
  await page.getByRole('button', { name: 'New configuration' }).click();
  const form = page.getByRole('form', { name: 'Transfer configuration' });
  await form.getByLabel('Reference').fill('bad ref');
  await form.getByLabel('Destination').fill('https://bucket');
  await form.getByLabel('IAM role ARN').fill('arn:aws:iam::12:role/x-long-enough-to-pass-min');
  await form.getByLabel('Schedule').fill('daily');
  await form.getByLabel('PGP public key').fill('key');
  await form.getByLabel('File format').selectOption('ZippedWithPassword');
  await form.getByRole('button', { name: 'Create configuration' }).click();
  await expect(form.getByText('Only alphanumeric, ":/-" allowed')).toBeVisible();
  await expect(form.getByText('Must start with s3://')).toBeVisible();
  await expect(form.getByText('Must be a valid AWS IAM ARN')).toBeVisible();
  await expect(form.getByText('Must be a valid cron or rate expression')).toBeVisible();
  await expect(form.getByText('must be a valid PGP key')).toBeVisible();
  await expect(form.getByText('Choose at least one payload type.')).toBeVisible();
  await expect(form.getByText('A zip password is required with ZippedWithPassword')).toBeVisible();

  await form.getByLabel('Target').selectOption('SFTP');
  await form.getByRole('textbox', { name: 'Server' }).fill('sftp.example.com');
  await form.getByLabel('Username').fill('bad user');
  await form.getByLabel('Root directory').fill('exports');
  await form.getByRole('button', { name: 'Create configuration' }).click();
  await expect(form.getByText('Only alphanumeric, "_.-" allowed')).toBeVisible();
  await expect(form.getByText('Must start with a leading slash "/"')).toBeVisible();
  await expect(form.getByText('The SFTP password is required.')).toBeVisible();
});

test('a valid SFTP configuration is sent with only its own parameters, listed after a reload, and its password never shown', async ({
  page,
}) => {
  await page.goto('/dashboard/account/transfers/config');
  await page.getByRole('button', { name: 'New configuration' }).click();
  const form = page.getByRole('form', { name: 'Transfer configuration' });
  await form.getByLabel('Reference').fill('sftp:nightly');
  await form.getByLabel('Target').selectOption('SFTP');
  await form.getByRole('textbox', { name: 'Server' }).fill('sftp.example.com');
  await form.getByLabel('Username').fill('archive_user');
  await form.getByLabel('Root directory').fill('/in');
  await form.getByLabel('SFTP password').fill('s3cret');
  await form.getByRole('checkbox', { name: 'SMS' }).check({ force: true });
  await form.getByLabel('Schedule').fill('rate(1 day)');
  const request = page.waitForRequest((candidate) => candidate.method() === 'POST' && candidate.url().includes('/transfer_configs/'));
  await form.getByRole('button', { name: 'Create configuration' }).click();
  const sent = await request;
  expect(decodeURIComponent(sent.url())).toMatch(/\/api\/v1\/transfer_configs\/sftp:nightly$/);
  expect(sent.postDataJSON()).toEqual({
    transfer_type: 'Payload',
    payload_types: ['SMS'],
    schedule: 'rate(1 day)',
    transfer_file_format: 'Zipped',
    is_active: true,
    params: { target_type: 'SFTP', server: 'sftp.example.com', port: 22, root_directory: '/in', username: 'archive_user' },
    sftp_password: 's3cret',
  });
  await expect(page.getByText('Transfer configuration sftp:nightly created')).toBeVisible();
  await expect(configRow(page, 'sftp:nightly')).toContainText('sftp://archive_user@sftp.example.com:22/in');

  await page.reload();
  await expect(configRow(page, 'sftp:nightly')).toContainText('sftp://archive_user@sftp.example.com:22/in');
  await expect(configRow(page, 'sftp:nightly')).toContainText('rate(1 day)');
  await page.getByRole('button', { name: 'Edit sftp:nightly' }).click();
  await expect(form.getByLabel('SFTP password')).toHaveValue('');
});

test('an S3 configuration is created, edited and deleted; each change survives a reload', async ({ page }) => {
  const form = await newS3Config(page, 'eu/archive:s3');
  await form.getByText('Call', { exact: true }).click();
  await form.getByLabel('Schedule').fill('cron(0 4 * * ? *)');
  await form.getByRole('button', { name: 'Create configuration' }).click();
  await expect(page.getByText('Transfer configuration eu/archive:s3 created')).toBeVisible();
  await expectRowAfterReload(page, 'eu/archive:s3', ['s3://acme-eu/archive', 'cron(0 4 * * ? *)', 'Active']);

  await page.getByRole('button', { name: 'Edit eu/archive:s3' }).click();
  await expect(form.getByLabel('Reference')).toHaveValue('eu/archive:s3');
  await form.getByLabel('Schedule').fill('');
  await form.getByLabel('Destination').fill('s3://acme-eu/archive-v2');
  await form.getByText('Active', { exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Transfer configuration eu/archive:s3 saved')).toBeVisible();
  await expectRowAfterReload(page, 'eu/archive:s3', ['s3://acme-eu/archive-v2', 'On demand', 'Inactive']);

  await page.getByRole('button', { name: 'Delete eu/archive:s3' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Transfer configuration eu/archive:s3 deleted')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'vantage-export' })).toBeVisible();
  await expect(configRow(page, 'eu/archive:s3')).toHaveCount(0);
});

test('a reference already in use is refused with its reason', async ({ page }) => {
  const form = await newS3Config(page, 'vantage-export');
  await form.getByText('SMS', { exact: true }).click();
  await form.getByRole('button', { name: 'Create configuration' }).click();
  await expect(page.getByText('Transfer configuration vantage-export already exists').first()).toBeVisible();
  await expectRowAfterReload(page, 'vantage-export', ['s3://acme-vantage/reports']);
});

test('run now asks first, posts, and opens the new transfer, which succeeds', async ({ page }) => {
  await page.goto('/dashboard/account/transfers/config');
  await page.getByRole('button', { name: 'Run sftp/backup:weekly now' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Run sftp/backup:weekly now?')).toBeVisible();
  const request = page.waitForRequest((candidate) => candidate.method() === 'POST');
  await dialog.getByRole('button', { name: 'Run now' }).click();
  expect((await request).url()).toMatch(/\/api\/v1\/transfer_configs\/sftp%2Fbackup%3Aweekly\/run$/);
  await expect(page).toHaveURL(/\/dashboard\/account\/transfers\/[0-9A-Z]{26}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer sftp/backup:weekly' })).toBeVisible();
  await expect(page.getByText('Every item was transferred.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Every item was transferred.')).toBeVisible();

  await page.goto('/dashboard/account/transfers?config=sftp%2Fbackup%3Aweekly');
  await expect(page.getByRole('table', { name: 'Transfers' }).getByRole('row').filter({ hasText: 'Succeeded' })).toHaveCount(2);
});

test('run now is refused while a transfer of the configuration is still running', async ({ page }) => {
  await page.goto('/dashboard/account/transfers/config');
  await page.getByRole('button', { name: 'Run daily-archive-s3 now' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Run now' }).click();
  await expect(page.getByText(/is InProgress: run it again once it has finished/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/account\/transfers\/config$/);
});

test('deleting a configuration keeps its past transfers', async ({ page }) => {
  await page.goto('/dashboard/account/transfers/config');
  await page.getByRole('button', { name: 'Delete vantage-export' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Delete transfer configuration vantage-export?')).toBeVisible();
  const request = page.waitForRequest((candidate) => candidate.method() === 'DELETE');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  expect((await request).url()).toMatch(/\/api\/v1\/transfer_configs\/vantage-export$/);
  await expect(configRow(page, 'vantage-export')).toHaveCount(0);
  await page.reload();
  await expect(configRow(page, 'daily-archive-s3')).toBeVisible();
  await expect(configRow(page, 'vantage-export')).toHaveCount(0);
  await page.goto('/dashboard/account/transfers?type=Vantage');
  await expect(page.getByText('2 rows')).toBeVisible();
});
