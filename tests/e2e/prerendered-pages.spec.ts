import type { Page } from '@playwright/test';
import { expect, ORIGIN, test } from './support/fixtures';
import { signInAs } from './support/session';

const HEADINGS = {
  '/': {
    'en-GB': 'Compliance recording for managed mobile devices',
    'pt-BR': 'Gravação para conformidade em dispositivos móveis gerenciados',
  },
  '/sign-in': { 'en-GB': 'Sign in', 'pt-BR': 'Entrar' },
} as const;

for (const locale of ['en-GB', 'pt-BR'] as const) {
  test.describe(`public pages without JavaScript, browser in ${locale}`, () => {
    test.use({ javaScriptEnabled: false, locale });
    for (const [path, heading] of Object.entries(HEADINGS)) {
      test(`${path} arrives as HTML with its heading in ${locale}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading[locale] })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
      });
    }
  });
}

test.describe('the saved choices apply before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the locale cookie wins over the browser language', async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'pt-BR', url: ORIGIN }]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS['/']['pt-BR'] })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacidade' })).toBeVisible();
  });
});

test('a dark-mode visitor sees the page dark while the app is still loading', async ({ page, context, guard }) => {
  guard.allowConsole(/Failed to load resource/);
  await context.addCookies([{ name: 'color_mode', value: 'dark', url: ORIGIN }]);
  // The app's entry never arrives: what shows is the pre-rendered HTML and the inline head script.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const background = await page.locator('body > #root > div').evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
});

/** Holds back the app's entry script until the returned function is called: the page stays as pre-rendered. */
async function holdTheApp(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    release();
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  };
}

test('a sign-in typed and sent before the app takes over is carried out once it does', async ({ page }) => {
  const startApp = await holdTheApp(page);
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await page.getByLabel('Organisation').fill('acme');
  await page.getByLabel('Organisation').press('Enter');
  await expect(page, 'the form did not submit without the app').toHaveURL(/\/sign-in$/);
  await startApp();
  await expect(page).toHaveURL(/\/terms\?returnTo=%2Fdashboard$/);
});

test('a button clicked before the app takes over is acted on once it does', async ({ page }) => {
  const startApp = await holdTheApp(page);
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Provider staff' }).click();
  await startApp();
  await expect(page).toHaveURL(/\/internal$/);
});

test('the landing page is hydrated, not drawn again, and then works as the app', async ({ page }) => {
  const startApp = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: HEADINGS['/']['en-GB'] });
  await expect(heading).toBeVisible();
  await heading.evaluate((element) => element.setAttribute('data-seen-before-app', ''));
  await startApp();
  await expect(page.locator('h1[data-seen-before-app]'), 'hydration kept the pre-rendered element').toHaveCount(1);

  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('link', { name: 'How we handle data' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window), 'the link navigated without reloading the document').toBe(true);
  await page.getByLabel('Language').selectOption('pt-BR');
  await expect(page.getByRole('link', { name: 'Privacidade' })).toBeVisible();
});

test("the pre-rendered page's styles stay where they are while the app takes over, and still apply", async ({ page }) => {
  // Each move of a style element makes the browser parse its CSS again and restyle the page.
  await page.addInitScript(() => {
    const moved: string[] = [];
    Object.assign(window, { movedStyles: moved });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLStyleElement && !node.dataset.emotion?.startsWith('css-global'))
            moved.push(node.dataset.emotion ?? node.id ?? 'style');
    }).observe(document, { childList: true, subtree: true });
  });
  const startApp = await holdTheApp(page);
  await page.goto('/sign-in', { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: 'Sign in' });
  await expect(button).toBeVisible();
  const before = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(before, 'the button has its recipe before any JavaScript').not.toBe('rgba(0, 0, 0, 0)');
  await startApp();
  await expect(page.getByLabel('Organisation')).toBeEditable();
  expect(await page.evaluate(() => (window as Window & { movedStyles?: string[] }).movedStyles)).toEqual([]);
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(before);
});

/** The style sheets that define the theme's token variables, and the value the page gets. */
const tokenDefinitions = (page: Page) =>
  page.evaluate(() => ({
    sheets: [...document.querySelectorAll('style')]
      .filter((style) => style.textContent?.includes('--chakra-colors-cerulean-600:'))
      .map((style) => style.id),
    cerulean: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-cerulean-600').trim(),
  }));

test("the theme's global CSS comes with the HTML, once, on public and signed-in pages", async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS['/']['en-GB'] })).toBeVisible();
  // The app has taken over: what it inserts is in the page too.
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  expect(await tokenDefinitions(page)).toEqual({ sheets: ['chakra-global'], cerulean: '#007ba7' });

  await signInAs(context);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await tokenDefinitions(page)).toEqual({ sheets: ['chakra-global'], cerulean: '#007ba7' });
});

test("a screen's address paints the screen's heading in the saved locale before the app, which then takes its place", async ({
  page,
  context,
}) => {
  await signInAs(context);
  await context.addCookies([{ name: 'locale', value: 'pt-BR', url: ORIGIN }]);
  const releaseTheApp = await holdTheApp(page);
  await page.goto('/dashboard/services/calls', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page).toHaveTitle('Chamadas · Portal de Conformidade');
  await expect(page.getByRole('link', { name: 'Início do Portal de Conformidade' })).toHaveAttribute('href', '/dashboard');
  const frame = page.locator('#loading-frame');
  await expect(frame.getByRole('heading', { level: 1, name: 'Chamadas' })).toBeVisible();
  await expect(frame.getByText(/^Chamadas gravadas, chamadas abortadas/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('status', { name: 'Carregando' })).toBeVisible();

  await releaseTheApp();
  await expect(page.getByRole('searchbox', { name: 'Pesquisar referência ou número de telefone' })).toBeVisible();
  await expect(frame).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Chamadas' })).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
});

test('an address with a record in it paints its area frame, without a heading, before the app', async ({ page, context }) => {
  await signInAs(context);
  const releaseTheApp = await holdTheApp(page);
  await page.goto('/dashboard/devices/no-such-device', { waitUntil: 'commit' });
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(page).toHaveTitle('Compliance Portal');
  await releaseTheApp();
  await expect(page.locator('#loading-frame')).toHaveCount(0);
});

test('a signed-out visitor to a signed-in address goes from the loading frame, without the heading, to the sign-in page', async ({
  page,
}) => {
  const releaseTheApp = await holdTheApp(page);
  await page.goto('/dashboard/devices', { waitUntil: 'commit' });
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toHaveCount(0);
  await releaseTheApp();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#loading-frame')).toHaveCount(0);
});

test('while the profile is slow to come the loading frame stays, and a keyboard user in it keeps their place', async ({
  page,
  context,
}) => {
  await signInAs(context);
  let releaseProfile = () => {};
  const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
  await page.route(/\/profile$/, async (route) => {
    await profileHeld;
    await route.continue();
  });
  const screenLoaded = page.waitForResponse(/\/assets\/tags-page-[^/]+\.js$/);
  await page.goto('/dashboard/access/tags');
  const frame = page.locator('#loading-frame');
  await expect(frame.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await expect(skipLink).toBeFocused();

  // The app's code is in; the frame, not a bare spinner without the header, shows the wait.
  await screenLoaded;
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(1);
  await expect(frame.getByRole('banner')).toBeVisible();

  releaseProfile();
  await expect(page.getByRole('table', { name: 'Tag definitions' })).toBeVisible();
  await expect(frame).toHaveCount(0);
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test("a browser that refuses the site's session storage still gets a working portal", async ({ page }) => {
  // As when site data is blocked: reading window.sessionStorage throws.
  await page.addInitScript(() =>
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    }),
  );
  await page.goto('/');
  await page.getByRole('link', { name: 'How we handle data' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
