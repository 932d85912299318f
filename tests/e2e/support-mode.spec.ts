import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

test('staff start a support session from an approved request and end it again', async ({ page, context }) => {
  await signInAs(context, 'admin');
  const staffList = page.waitForRequest((request) => request.url().includes('/internal/v1/supportaccess/approved'));
  await page.goto('/internal/support');
  const staffToken = (await staffList).headers().authorization;
  expect(staffToken).toMatch(/^Bearer \S+$/);
  await expect(page.getByRole('tab', { name: 'Approved', selected: true })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: 'stopped uploading after the OS update' });
  const supported = page.waitForRequest((request) => request.url().includes('/api/v1/acme/dashboard'));
  const clientHost = page.waitForRequest((request) => request.url().includes('/mock/client/api/v1/payloads'));
  await row.getByRole('button', { name: 'Start support session' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Support mode' })).toContainText('acting as acme');
  expect((await supported).headers().authorization).toBe(`01M4WANK409HMF4JFHRKBGFB2N ${staffToken}`);

  expect((await clientHost).headers().authorization).toBe(`01M4WANK409HMF4JFHRKBGFB2N ${staffToken}`);
  // The sandbox accepts the approved request: the client's dashboard shows its figures.
  await expect(page.getByText('An error occurred')).toHaveCount(0);

  const staffAgain = page.waitForRequest((request) => request.url().includes('/internal/v1/supportaccess/approved'));
  await page.getByRole('button', { name: 'End support mode' }).click();
  await expect(page.getByText('Ending support mode')).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/support$/);
  expect((await staffAgain).headers().authorization).toBe(staffToken);
  await expect(page.getByRole('region', { name: 'Support mode' })).toHaveCount(0);
});

test('a client user opening the internal area is told it is for provider staff', async ({ page, context }) => {
  await signInAs(context, 'acme');
  await page.goto('/internal/support');
  await expect(page.getByRole('heading', { name: 'This area is for provider staff' })).toBeVisible();
});
