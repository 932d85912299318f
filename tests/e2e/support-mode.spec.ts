import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

const STAFF_TOKEN = 'Bearer e2e-id-token';

test('staff start a support session from an approved request and end it again', async ({ page, context }) => {
  await signInAs(context, 'admin');
  await page.goto('/internal/support');
  await expect(page.getByRole('tab', { name: 'Approved', selected: true })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: 'Bulk re-onboarding' });
  const supported = page.waitForRequest((request) => request.url().includes('/api/v1/acme/dashboard'));
  const clientHost = page.waitForRequest((request) => request.url().includes('/mock/client/api/v1/payloads'));
  await row.getByRole('button', { name: 'Start support session' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Support mode' })).toContainText('acting as acme');
  expect((await supported).headers().authorization).toBe(`01M53S78F0Z6T8DY57DDY8XZHN ${STAFF_TOKEN}`);

  expect((await clientHost).headers().authorization).toBe(`01M53S78F0Z6T8DY57DDY8XZHN ${STAFF_TOKEN}`);

  const staffAgain = page.waitForRequest((request) => request.url().includes('/internal/v1/supportaccess/approved'));
  await page.getByRole('button', { name: 'End support mode' }).click();
  await expect(page.getByText('Ending support mode')).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/support$/);
  expect((await staffAgain).headers().authorization).toBe(STAFF_TOKEN);
  await expect(page.getByRole('region', { name: 'Support mode' })).toHaveCount(0);
});

test('a client user opening the internal area is told it is for provider staff', async ({ page, context }) => {
  await signInAs(context, 'acme');
  await page.goto('/internal/support');
  await expect(page.getByRole('heading', { name: 'This area is for provider staff' })).toBeVisible();
});
