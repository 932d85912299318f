import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

test('a signed-in user sees the profile served by the mock', async ({ page, context }) => {
  await signInAs(context, 'acme');
  const profileRequest = page.waitForRequest((request) => request.url().endsWith('/api/v1/acme/profile'));
  await page.goto('/dashboard');
  expect((await profileRequest).headers().authorization).toBe('Bearer e2e-id-token');
  await expect(page.getByText('it.admin@acme.example')).toBeVisible();
});
