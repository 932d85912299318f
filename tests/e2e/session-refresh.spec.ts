import type { BrowserContext } from '@playwright/test';
import { REF } from './services-fixtures';
import { expect, ORIGIN, test } from './support/fixtures';
import { openPage } from './support/signed-in-page';
import { signInAs, storedSession } from './support/session';

const CALL = `/dashboard/services/calls/${REF.conferenceCall}`;
const isRenewal = (url: URL) => url.pathname.endsWith('/exchange') && url.searchParams.has('refresh_token');

/** The tokens run out now: the tab's next call renews them (every tab reads the shared cookie first). */
async function expireTokens(context: BrowserContext): Promise<void> {
  const session = await storedSession(context);
  await context.addCookies([
    { name: 'portal_session', value: encodeURIComponent(JSON.stringify({ ...session, expiresAt: 0 })), url: ORIGIN },
  ]);
}

test('a renewal that meets a 503, a 429 and a lost connection is tried again, and the user stays where they were', async ({
  page,
  context,
  guard,
}) => {
  guard.allowStatus(503);
  guard.allowConsole(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource: the server responded with a status of 503/);
  await signInAs(context, 'acme', { expiresAt: Date.now() - 1000 });
  const answers: string[] = [];
  await page.route(isRenewal, (route) => {
    answers.push(['503', '429', 'lost', 'passed'][answers.length] ?? 'passed');
    if (answers.length === 1) return route.fulfill({ status: 503, json: { error_code: 503, message: 'Unavailable' } });
    if (answers.length === 2) return route.fulfill({ status: 429, json: { error_code: 429, message: 'Slow down' } });
    if (answers.length === 3) return route.abort('internetdisconnected');
    return route.continue();
  });
  const before = (await storedSession(context))?.idToken;
  await openPage(page, '/dashboard/devices', 'Devices');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(answers).toEqual(['503', '429', 'lost', 'passed']);
  expect(page.url()).toBe(`${ORIGIN}/dashboard/devices`);
  const after = await storedSession(context);
  expect(after?.idToken).toBeTruthy();
  expect(after?.idToken).not.toBe(before);
});

test('the API refusing the refresh token signs out; what the open form held comes back after signing in again', async ({
  page,
  context,
}) => {
  await signInAs(context);
  await openPage(page, CALL);
  await page.getByLabel('Comment', { exact: true }).fill('Caller asked for a callback on Monday');
  await expireTokens(context);
  await page.route(isRenewal, (route) =>
    route.fulfill({ status: 401, json: { error_code: 401, message: 'The refresh token is not valid' } }),
  );
  await page.getByRole('button', { name: 'Add comment' }).click();

  await expect(page).toHaveURL(`${ORIGIN}/sign-in?returnTo=${encodeURIComponent(CALL)}`);
  await expect(page.getByText('Authentication expired')).toBeVisible();
  expect(await storedSession(context)).toEqual({ client: 'acme', ended: 'expired' });

  await page.unroute(isRenewal);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${ORIGIN}${CALL}`);
  await expect(page.getByLabel('Comment', { exact: true })).toHaveValue('Caller asked for a callback on Monday');
  await expect(page.getByText('What you typed here before your session ended is back. Check it, then save.')).toBeVisible();
});
