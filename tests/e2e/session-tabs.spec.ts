import type { Page, Route } from '@playwright/test';
import { openPage } from './support/signed-in-page';
import { expect, test } from './support/fixtures';
import { signInAs, storedSession } from './support/session';

/** Keys of a tab's session storage that may outlive a sign-out: the sign-ins it started (nothing of the user). */
const TAB_ONLY = ['portal.sign-ins'];

const isRenewal = (url: URL) => url.pathname.endsWith('/exchange') && url.searchParams.has('refresh_token');

const sessionStorageKeys = (page: Page) => page.evaluate(() => Object.keys(sessionStorage));

/** The header's Sign out (the user menu has one too). */
const signOut = (page: Page) => page.locator('header').getByRole('button', { name: 'Sign out' }).click();

test('signing out in one tab signs every tab out at once; a tab renewing meanwhile never writes the session back', async ({ context }) => {
  await signInAs(context);
  const first = await context.newPage();
  const second = await context.newPage();
  await openPage(first, '/dashboard/devices', 'Devices');
  await openPage(second, '/dashboard/services/calls', 'Calls');
  // A row opened in the second tab leaves its review queue in the tab's storage.
  await second.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(second).toHaveURL(/\/dashboard\/services\/calls\/\w+/);
  expect(await sessionStorageKeys(second)).toContain('services.review-queue');

  // The second tab's next call is refused, so it renews its token: that answer is held until the first tab has signed out.
  let held: Route | undefined;
  const renewing = new Promise<void>(
    (resolve) =>
      void second.route(isRenewal, (route) => {
        held = route;
        resolve();
      }),
  );
  await second.route(
    (url) => url.pathname.endsWith('/api/v1/acme/devices'),
    (route) => route.fulfill({ status: 401, json: { error_code: 401, message: 'Unauthorized' } }),
    { times: 1 },
  );
  await second.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Devices' }).click();
  await renewing;

  await signOut(first);
  await expect(first).toHaveURL(/\/sign-in$/);
  // The other tab follows at once, without a reload, and keeps nothing of the user.
  await expect(second).toHaveURL(/\/sign-in$/);
  await expect(second.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  expect((await sessionStorageKeys(second)).filter((key) => !TAB_ONLY.includes(key))).toEqual([]);
  expect((await sessionStorageKeys(first)).filter((key) => !TAB_ONLY.includes(key))).toEqual([]);

  // The renewal answers after the sign-out: nothing is written back.
  const renewed = second.waitForResponse((response) => isRenewal(new URL(response.url())));
  await held!.continue();
  expect((await renewed).ok()).toBe(true);
  // Give the tab the moment it takes to handle the answer (it writes nothing, so there is nothing to wait for).
  await second.waitForTimeout(500);
  expect(await storedSession(context)).toEqual({ client: 'acme', ended: 'signed-out' });
  await second.goto('/dashboard/devices');
  await expect(second).toHaveURL(/\/sign-in$/);
  await first.reload();
  await expect(first.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});

test('support mode started in one tab reaches the other; ending it there brings both back to the staff area', async ({ context }) => {
  await signInAs(context, 'admin');
  const first = await context.newPage();
  const second = await context.newPage();
  await openPage(first, '/internal/support', 'Support access');
  await openPage(second, '/internal', 'Clients');

  const row = first.getByRole('row').filter({ hasText: 'stopped uploading after the OS update' });
  await row.getByRole('button', { name: 'Start support session' }).click();
  await expect(first).toHaveURL(/\/dashboard$/);
  await expect(second).toHaveURL(/\/dashboard$/);
  await expect(second.getByRole('region', { name: 'Support mode' })).toContainText('acting as acme');

  await second.getByRole('region', { name: 'Support mode' }).getByRole('button', { name: 'End support mode' }).click();
  await expect(second).toHaveURL(/\/internal\/support$/);
  await expect(first).toHaveURL(/\/internal\/support$/);
  await expect(first.getByText('Ending support mode')).toBeVisible();
  await expect(first.getByRole('region', { name: 'Support mode' })).toHaveCount(0);
  expect(await storedSession(context)).toMatchObject({ client: 'admin' });
  expect(await storedSession(context)).not.toHaveProperty('supportReference');
});
