import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import axe from 'axe-core';
import { expect, ORIGIN, test } from './support/fixtures';
import { signInAs } from './support/session';
import { requestSupportAccess } from './support/staff-api';

// Every rule axe tags WCAG 2.1 A or AA, the experimental ones (label-content-name-mismatch) included.
const RULES = axe.getRules(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).map((rule) => rule.ruleId);

// axe-core reads a shadow root's styles (the waveform player's) through style elements of its own, which the CSP refuses.
test.beforeEach(({ guard }) => guard.allowCspFromTestScripts());

/** What shows that a page renders inside its layout. */
type Layout = (page: Page) => Promise<void>;

interface Screen {
  path: string;
  /** The area's layout unless the screen has its own. */
  layout?: Layout;
  /** Arranges the test's sandbox world before the screen opens. */
  arrange?: (world: string) => Promise<unknown>;
  /** Opens a dialog or drawer on the page before it is analysed. */
  open?: (page: Page) => Promise<void>;
}

const navigationLayout =
  (name: 'Main' | 'Staff'): Layout =>
  (page) =>
    expect(page.getByRole('navigation', { name })).toBeVisible();
const cookiesLink = (page: Page) => page.getByRole('link', { name: 'Cookies' });
const landingLayout: Layout = (page) => expect(cookiesLink(page)).toBeVisible();
const noLayout: Layout = async (page) => {
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await expect(cookiesLink(page)).toHaveCount(0);
};
const emptyLayout: Layout = async (page) => {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Language')).toBeVisible();
};

const openDialog = (button: string, name: string) => async (page: Page) => {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
};

const areas: { name: string; client: 'acme' | 'admin' | null; layout: Layout; screens: Screen[] }[] = [
  {
    name: 'public',
    client: null,
    layout: landingLayout,
    screens: [
      ...['/', '/cookies', '/privacy'].map((path) => ({ path })),
      { path: '/terms', layout: noLayout },
      { path: '/sign-in', layout: emptyLayout },
    ],
  },
  {
    name: 'home and services',
    client: 'acme',
    layout: navigationLayout('Main'),
    screens: [
      ...[
        '/dashboard',
        '/dashboard/services',
        '/dashboard/services/calls',
        '/dashboard/services/messages',
        '/dashboard/services/photos',
        '/dashboard/services/videos',
        '/dashboard/services/interviews',
        '/dashboard/services/comments',
        '/dashboard/services/diagnostics',
        '/dashboard/services/calls/01M5N870AFCN5Y08N436AWKKQ7',
        '/dashboard/services/messages/01M5FKAB2F25N1K1SKXGMFQ8DX',
        '/dashboard/services/photos/01M5R4AR69HPE8YQAN4JJ0R7E1',
        '/dashboard/services/calls/01M5N870AFCN5Y08N436AWKKQ7?tab=audit',
        '/dashboard/services/calls/01M5N870AFCN5Y08N436AWKKQ7/record',
        '/dashboard/services/records?ref=01M5N870AFCN5Y08N436AWKKQ7&ref=01M69HC8YZ6HXTQAEHZJ5GNV58',
      ].map((path) => ({ path })),
      {
        path: '/dashboard/services/calls/01M5N870AFCN5Y08N436AWKKQ7',
        open: async (page) => {
          await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
          await expect(page.getByRole('dialog', { name: 'Review shortcuts' })).toContainText('Confirm receipt');
        },
      },
      {
        path: '/dashboard/services/videos',
        open: async (page) => {
          await page.getByRole('button', { name: 'Views' }).click();
          await page.getByRole('menuitem', { name: 'Manage views…' }).click();
          await expect(page.getByRole('dialog', { name: 'Saved views' })).toBeVisible();
        },
      },
      {
        path: '/dashboard/services/calls',
        open: async (page) => {
          await page.getByRole('checkbox', { name: 'Select all loaded rows' }).check({ force: true });
          await page.getByRole('group', { name: 'Selected payloads' }).getByRole('button', { name: 'Confirm receipts' }).click();
          await expect(page.getByRole('alertdialog', { name: /^Confirm the receipts of \d+ payloads\?$/ })).toBeVisible();
        },
      },
      // Last: the user menu stays open as the next screen opens in the app.
      {
        path: '/dashboard/services/interviews',
        open: async (page) => {
          await page.getByRole('button', { name: /User menu/ }).click();
          await page
            .locator('label')
            .filter({ has: page.getByRole('radio', { name: 'My time zone' }) })
            .click();
          await expect(page.getByRole('combobox', { name: 'Your time zone' })).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'devices',
    client: 'acme',
    layout: navigationLayout('Main'),
    screens: [
      ...[
        '/dashboard/devices',
        '/dashboard/devices/logs',
        '/dashboard/devices/metrics',
        '/dashboard/devices/users/ana.souza',
        '/dashboard/devices/ldn-trd-001',
        '/dashboard/devices/ldn-trd-001/gps',
        '/dashboard/devices/gps',
      ].map((path) => ({ path })),
      { path: '/dashboard/devices/users', open: openDialog('Onboard a device user', 'Onboard a device user') },
    ],
  },
  {
    name: 'access',
    client: 'acme',
    layout: navigationLayout('Main'),
    screens: [
      ...[
        '/dashboard/access/groups',
        '/dashboard/access/roles',
        '/dashboard/access/roles/create',
        '/dashboard/access/roles/Administrator',
      ].map((path) => ({ path })),
      { path: '/dashboard/access/tags', open: openDialog('New tag', 'New tag') },
    ],
  },
  {
    name: 'account',
    client: 'acme',
    layout: navigationLayout('Main'),
    screens: [
      ...[
        '/dashboard/account/apps',
        '/dashboard/account/audit',
        '/dashboard/account/licenses',
        '/dashboard/account/alerts',
        '/dashboard/account/transfers',
        '/dashboard/account/transfers/config',
        '/dashboard/account/transfers/01M658NRE024WSQGMCNNNWE6VN',
        '/dashboard/account/migrations',
        '/dashboard/account/retention',
        '/dashboard/account/legal-holds',
      ].map((path) => ({ path })),
      {
        path: '/dashboard/account/support-access',
        // The seeded pending requests ask until a few days after the world's fixed clock, which the
        // browser's clock has passed: a request open on any clock shows its decision buttons enabled.
        arrange: (world) =>
          requestSupportAccess(world, 'acme', 'support.engineer@provider.example', {
            role: 'Read Only',
            request_description: 'Check the archive transfer settings (ticket INC-20512).',
            requested_expiry: '2099-12-31T09:00:00Z',
          }),
        open: async (page) => {
          const card = page.getByRole('region', { name: 'Waiting for your decision' }).getByText('ticket INC-20512').locator('..');
          await expect(card.getByRole('button', { name: 'Approve' })).toBeEnabled();
          await expect(card.getByRole('button', { name: 'Reject' })).toBeEnabled();
        },
      },
      {
        path: '/dashboard/account/alerts?alert=01M64X9C90N1CXPZAHFQ37J2RK',
        // The alert opens in a dialog over the page, which hides the layout from assistive technology.
        layout: (page) => expect(page.getByRole('navigation', { name: 'Main', includeHidden: true })).toBeVisible(),
        open: async (page) => {
          await expect(page.getByRole('dialog', { name: 'Transfer failed' }).getByRole('heading', { name: /Occurrences/ })).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'internal',
    client: 'admin',
    layout: navigationLayout('Staff'),
    screens: [
      ...['/internal', '/internal/alerts', '/internal/support', '/internal/carriers', '/internal/licenses', '/internal/statistics'].map(
        (path) => ({ path }),
      ),
      {
        path: '/internal/support',
        open: async (page) => {
          await page
            .getByRole('row')
            .filter({ hasText: 'Bulk re-onboarding of the São Paulo team' })
            .getByRole('link', { name: 'Device Manager' })
            .click();
          // Another staff member's request: the drawer says why it starts no session.
          await expect(page.getByRole('dialog', { name: 'Support access for the Device Manager role' })).toContainText(
            'only they can start a support session with it',
          );
        },
      },
    ],
  },
];

async function settle(page: Page) {
  // The pre-rendered frame shows the heading before the app runs; the test below checks the frame itself.
  await expect(page.locator('#loading-frame')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, includeHidden: true }).first()).toBeVisible();
  await expect(page.getByText(/Page not found|Page Not Found/)).toHaveCount(0);
  await expect(page.locator('.chakra-skeleton, .plain-skeleton, [aria-busy="true"]')).toHaveCount(0);
}

/** Waits for transitions (a dialog fading in, a colour-mode change) so colours are measured at rest. */
async function stillness(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** The colour mode follows the system's (no choice saved): the page switches in place, as when the system changes. */
async function showInMode(page: Page, mode: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: mode });
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
  await stillness(page);
}

async function violations(page: Page, label: string): Promise<string[]> {
  // The portal has no frames, so axe runs in the page itself (legacy mode) rather than in every
  // frame with a blank page to merge the results, and reports its violations only: the same rules
  // on the same nodes, in a third of the time. (`options` replaces the options, so it comes before `withRules`.)
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withRules(RULES)
    .setLegacyMode()
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) on ${label}: ${node.target.join(' ')}: ${node.any[0]?.message ?? violation.help} ${node.html.slice(0, 160)}`,
    ),
  );
}

/** The violations of the page as it is, shown in light mode and then in dark mode. */
async function violationsInBothModes(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    await showInMode(page, mode);
    found.push(...(await violations(page, `${label} in ${mode} mode`)));
  }
  return found;
}

/**
 * Opens the area's next screen: in the app, as a user going from screen to screen, when a screen
 * of the area is already open (loading a new document per screen only started the same app again).
 * The layout's page element is keyed by the path, so the old screen has left once its element has.
 */
async function openInApp(page: Page, path: string) {
  const target = new URL(path, page.url());
  if (target.pathname === new URL(page.url()).pathname) return void (await page.goto(path));
  const screen = page.locator('[data-transition="page"]');
  await screen.evaluate((element) => element.setAttribute('data-left', ''));
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(target.href);
  await expect(screen.and(page.locator(':not([data-left])'))).toBeVisible();
}

for (const area of areas) {
  test(`${area.name} pages render in their layout with no WCAG 2.1 A or AA violations in light and dark mode`, async ({
    page,
    context,
    world,
  }) => {
    // One test walks every screen of the area in both modes: a budget per screen and mode.
    test.setTimeout(2 * 40_000 * area.screens.length);
    if (area.client) await signInAs(context, area.client);
    const found: string[] = [];
    for (const [index, screen] of area.screens.entries()) {
      await test.step(screen.path, async () => {
        await screen.arrange?.(world);
        await page.emulateMedia({ colorScheme: 'light' });
        // The public pages have no app layout to move within: each loads as a new document.
        if (index > 0 && area.client) await openInApp(page, screen.path);
        else await page.goto(screen.path);
        await settle(page);
        await (screen.layout ?? area.layout)(page);
        await screen.open?.(page);
        found.push(...(await violationsInBothModes(page, screen.path)));
      });
    }
    expect(found, 'axe violations').toEqual([]);
  });
}

test('the signed-in screens read in pt-BR with no WCAG 2.1 A or AA violations in light and dark mode', async ({ page, context }) => {
  // Translated names and longer words: the same screens as above, as a Brazilian reviewer opens them.
  const walks = areas.flatMap(({ client, screens }) =>
    client ? [{ client, paths: screens.filter((screen) => !screen.open && !screen.arrange).map((screen) => screen.path) }] : [],
  );
  test.setTimeout(2 * 40_000 * walks.reduce((count, walk) => count + walk.paths.length, 0));
  await context.addCookies([{ name: 'locale', value: 'pt-BR', url: ORIGIN }]);
  const found: string[] = [];
  for (const { client, paths } of walks) {
    await signInAs(context, client);
    for (const [index, path] of paths.entries()) {
      await test.step(`${path} in pt-BR`, async () => {
        await page.emulateMedia({ colorScheme: 'light' });
        if (index > 0) await openInApp(page, path);
        else await page.goto(path);
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
        found.push(...(await violationsInBothModes(page, `${path} in pt-BR`)));
      });
    }
  }
  expect(found, 'axe violations').toEqual([]);
});

test('a signed-in area’s loading frame, before the app runs, has no WCAG 2.1 A or AA violations in light and dark mode', async ({
  page,
  context,
  guard,
}) => {
  guard.allowConsole(/Failed to load resource/);
  await signInAs(context);
  // The app's entry never arrives: what shows is the pre-rendered frame and the inline head script.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  const found: string[] = [];
  // A screen's frame with its heading, one with its description too, and an area's (a record's address).
  for (const path of ['/dashboard/devices', '/dashboard/services/calls', '/dashboard/devices/some-device'])
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode });
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
      await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toBeVisible();
      found.push(...(await violations(page, `the loading frame of ${path} in ${mode} mode`)));
    }
  expect(found, 'axe violations').toEqual([]);
});

test('the fatal error page (a malformed call address) reads in pt-BR and has no WCAG 2.1 A or AA violations in light and dark mode', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context);
  await context.addCookies([{ name: 'locale', value: 'pt-BR', url: baseURL ?? '' }]);
  await page.goto('/dashboard/services/calls/too-short');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir para a página inicial' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recarregar' })).toBeVisible();
  expect(await violationsInBothModes(page, 'the fatal error page'), 'axe violations').toEqual([]);
});

test('notifications, an error with the API’s reason and information after it, have no WCAG 2.1 A or AA violations in light and dark mode', async ({
  page,
  context,
}) => {
  // A support session under another staff member's request: the API refuses it, and support mode ends.
  await signInAs(context, 'acme', { supportReference: '01M53S78F0Z6T8DY57DDY8XZHN' });
  await page.goto('/dashboard');
  const notifications = page.getByRole('region', { name: /^Notifications/ });
  await expect(notifications.getByText(/was made by another staff member/).first()).toBeVisible();
  await expect(notifications.getByText('Ending support mode').first()).toBeVisible();
  // Pointing at the notifications keeps them on screen while they are measured.
  await notifications.getByText('Ending support mode').first().hover();
  expect(await violationsInBothModes(page, 'the notifications'), 'axe violations').toEqual([]);
});
