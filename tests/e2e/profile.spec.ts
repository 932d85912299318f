import { expect, test } from '@playwright/test';

test('a signed-in user sees the profile served by the mock', async ({ page, context }) => {
  await context.addCookies([
    { name: 'portal_session', value: encodeURIComponent(JSON.stringify({ client: 'acme', idToken: 'e2e-token' })), url: 'http://localhost:4173' },
  ]);
  const profileRequest = page.waitForRequest((request) => request.url().endsWith('/api/v1/acme/profile'));
  await page.goto('/dashboard');
  expect((await profileRequest).headers().authorization).toBe('Bearer e2e-token');
  await expect(page.getByText('it.admin@acme.example')).toBeVisible();
});
