import { expect as baseExpect, test } from '@playwright/test';
import { signInAs } from './support/session';

// The mocks answer slowly on a busy machine: generous waits, and room for the longer flows.
const expect = baseExpect.configure({ timeout: 20_000 });
test.beforeEach(async ({ context }) => {
  test.setTimeout(60_000);
  await signInAs(context);
});

test('configurations show their target, schedule and status', async ({ page }) => {
  await page.goto('/dashboard/account/transfers/config');
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer configurations' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'sftp/backup:weekly' })).toContainText('sftp://acme_archive@sftp.acme.example:2222/exports/compliance');
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
  await expect(form.getByText('Must start with {address}')).toBeVisible();
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

test('a valid SFTP configuration is sent with only its own parameters', async ({ page }) => {
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
});

test('run now asks first, posts, and opens the new transfer', async ({ page }) => {
  await page.goto('/dashboard/account/transfers/config');
  await page.getByRole('button', { name: 'Run daily-archive-s3 now' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Run daily-archive-s3 now?')).toBeVisible();
  const request = page.waitForRequest((candidate) => candidate.method() === 'POST');
  await dialog.getByRole('button', { name: 'Run now' }).click();
  expect((await request).url()).toMatch(/\/api\/v1\/transfer_configs\/daily-archive-s3\/run$/);
  await expect(page).toHaveURL(/\/dashboard\/account\/transfers\/[0-9A-Z]{26}$/);
});

test('delete asks first, naming the configuration', async ({ page }) => {
  await page.goto('/dashboard/account/transfers/config');
  await page.getByRole('button', { name: 'Delete vantage-export' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Delete transfer configuration vantage-export?')).toBeVisible();
  const request = page.waitForRequest((candidate) => candidate.method() === 'DELETE');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  expect((await request).url()).toMatch(/\/api\/v1\/transfer_configs\/vantage-export$/);
});
