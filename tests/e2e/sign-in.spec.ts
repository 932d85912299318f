import { expect, ORIGIN, test } from './support/fixtures';
import { MOCK_TERMS_VERSION, signInAs, storedSession } from './support/session';

test('a client organisation signs in with one click, accepts the terms and lands on /dashboard', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Organisation').fill('acme');
  const exchange = page.waitForRequest((request) => request.url().includes('/api/v1/acme/exchange?'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = new URL((await exchange).url()).searchParams.get('code');
  expect(code).toHaveLength(36);
  await expect(page).toHaveURL(/\/terms\?returnTo=%2Fdashboard$/);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('with the terms accepted, client sign-in goes straight to /dashboard', async ({ page, context }) => {
  await context.addCookies([{ name: 'terms_accepted', value: encodeURIComponent(MOCK_TERMS_VERSION), url: 'http://localhost:4173' }]);
  await page.goto('/sign-in');
  await page.getByLabel('Organisation').fill('acme');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('provider staff sign in as the client admin and land on /internal', async ({ page }) => {
  await page.goto('/sign-in');
  const exchange = page.waitForRequest((request) => request.url().includes('/internal/v1/exchange?'));
  await page.getByRole('button', { name: 'Provider staff' }).click();
  await exchange;
  await expect(page).toHaveURL(/\/internal$/);
  await expect(page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Support' })).toBeVisible();
});

test('a refused sign-in code is explained and can be tried again', async ({ page }) => {
  await page.goto('/sign-in?code=too-short');
  await expect(page.getByText('Sign-in failed')).toBeVisible();
  await expect(page.getByText('This sign-in was not started in this tab', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Organisation')).toBeVisible();
});

test('a signed-out visit to a dashboard page goes to sign-in and returns there afterwards', async ({ page, context }) => {
  await context.addCookies([{ name: 'terms_accepted', value: encodeURIComponent(MOCK_TERMS_VERSION), url: 'http://localhost:4173' }]);
  await page.goto('/dashboard/devices');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('Organisation').fill('acme');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/devices$/);
});

test.describe('a sign-in the tab did not start', () => {
  const FORGED_CODE = '6f1c2a9e-4b7d-4e21-9a55-0c3d8e7f1b2a';

  for (const [what, query] of [
    ['a code with a state of its own', `code=${FORGED_CODE}&state=attackers-state`],
    ['a code without a state', `code=${FORGED_CODE}`],
  ] as const) {
    test(`${what} is refused and changes nothing of the open session`, async ({ page, context }) => {
      await signInAs(context);
      const before = await storedSession(context);
      const exchanges: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/exchange?')) exchanges.push(request.url());
      });
      await page.goto(`/sign-in?${query}`);
      await expect(page.getByText('Sign-in failed')).toBeVisible();
      await expect(
        page.getByText(
          'This sign-in was not started in this tab, so the portal refused it. Nothing has changed. Sign in again here if you meant to.',
        ),
      ).toBeVisible();
      expect(exchanges).toEqual([]);
      expect(await storedSession(context)).toEqual(before);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByText('it.admin@acme.example').first()).toBeVisible();
    });
  }

  test("an error from the identity provider the tab did not ask for shows the portal's words, not the address's", async ({ page }) => {
    await page.goto('/sign-in?error=access_denied&error_description=Your+account+is+locked.+Call+%2B44+20+7946+0000&state=unknown');
    await expect(page.getByText('This sign-in was not started in this tab', { exact: false })).toBeVisible();
    await expect(page.getByText('Call +44', { exact: false })).toHaveCount(0);
  });

  test('is refused in Portuguese too', async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'pt-BR', url: ORIGIN }]);
    await page.goto(`/sign-in?code=${FORGED_CODE}&state=x`);
    await expect(page.getByText('Este acesso não foi iniciado nesta aba', { exact: false })).toBeVisible();
  });

  test("a code from another tab's sign-in is not this tab's", async ({ context }) => {
    const starting = await context.newPage();
    await starting.goto('/sign-in');
    await starting.getByLabel('Organisation').fill('acme');
    // The identity provider's answer to the first tab is opened in a second one. The answer is a
    // redirect, which a route does not see: the provider's request is made here instead, and the
    // first tab never follows it.
    const answer = new Promise<string>((resolve) => {
      void starting.route(
        (url) => url.pathname === '/oauth2/authorize',
        async (route) => {
          const response = await route.fetch({ maxRedirects: 0 });
          resolve(response.headers()['location'] ?? '');
          await route.abort();
        },
      );
    });
    await starting.getByRole('button', { name: 'Sign in' }).click();
    const { pathname, search } = new URL(await answer);
    expect(pathname).toBe('/sign-in');
    expect(new URLSearchParams(search).get('state')).toMatch(/^[\w-]{22}$/);
    const other = await context.newPage();
    await other.goto(`${pathname}${search}`);
    await expect(other.getByText('This sign-in was not started in this tab', { exact: false })).toBeVisible();
    expect((await storedSession(context))?.idToken).toBeUndefined();
  });
});

test.describe('the page to return to', () => {
  for (const returnTo of ['/\\evil.example', '/%5Cevil.example', '//evil.example', '/%2F%2Fevil.example', 'https://evil.example/']) {
    test(`${returnTo} is refused, and signing in lands on the dashboard instead`, async ({ page, context }) => {
      await context.addCookies([{ name: 'terms_accepted', value: encodeURIComponent(MOCK_TERMS_VERSION), url: ORIGIN }]);
      await page.goto(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
      await page.getByLabel('Organisation').fill('acme');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(`${ORIGIN}/dashboard`);
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    });
  }
});
