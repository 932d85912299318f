import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import axe from 'axe-core';
import { ORIGIN, expect, test } from './support/fixtures';
import { signInAs } from './support/session';

// Every rule axe tags WCAG 2.1 A or AA, the experimental ones (label-content-name-mismatch) included.
const RULES = axe.getRules(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).map((rule) => rule.ruleId);

interface Screen {
  path: string;
  /** Opens a dialog or drawer on the page before it is analysed. */
  open?: (page: Page) => Promise<void>;
}

const openDialog = (button: string, name: string) => async (page: Page) => {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
};

const areas: { name: string; client: 'acme' | 'admin' | null; screens: Screen[] }[] = [
  { name: 'public', client: null, screens: ['/', '/cookies', '/privacy', '/terms', '/sign-in'].map((path) => ({ path })) },
  {
    name: 'home and services',
    client: 'acme',
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
      ].map((path) => ({ path })),
      {
        path: '/dashboard/services/calls',
        open: async (page) => {
          await page.getByRole('checkbox', { name: 'Select all loaded rows' }).check({ force: true });
          await page.getByRole('group', { name: 'Selected payloads' }).getByRole('button', { name: 'Confirm receipts' }).click();
          await expect(page.getByRole('dialog', { name: /^Confirm the receipts of \d+ payloads\?$/ })).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'devices',
    client: 'acme',
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
    screens: [
      ...[
        '/dashboard/account/apps',
        '/dashboard/account/audit',
        '/dashboard/account/licenses',
        '/dashboard/account/alerts',
        '/dashboard/account/support-access',
        '/dashboard/account/transfers',
        '/dashboard/account/transfers/config',
        '/dashboard/account/transfers/01M658NRE024WSQGMCNNNWE6VN',
        '/dashboard/account/migrations',
        '/dashboard/account/retention',
        '/dashboard/account/legal-holds',
      ].map((path) => ({ path })),
      {
        path: '/dashboard/account/alerts?alert=01M64X9C90N1CXPZAHFQ37J2RK',
        open: async (page) => {
          await expect(page.getByRole('dialog', { name: 'Transfer failed' }).getByRole('heading', { name: /Occurrences/ })).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'internal',
    client: 'admin',
    screens: [
      ...['/internal', '/internal/alerts', '/internal/support', '/internal/carriers', '/internal/licenses', '/internal/statistics'].map(
        (path) => ({ path }),
      ),
      {
        path: '/internal/support',
        open: async (page) => {
          await page
            .getByRole('row')
            .filter({ hasText: 'stopped uploading after the OS update' })
            .getByRole('link', { name: 'Read Only' })
            .click();
          await expect(page.getByRole('dialog', { name: 'Support access for the Read Only role' })).toContainText('Carla Mendes');
        },
      },
    ],
  },
];

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1, includeHidden: true }).first()).toBeVisible();
  await expect(page.locator('.chakra-skeleton, [aria-busy="true"]')).toHaveCount(0);
}

/** Waits for transitions (a dialog fading in, a colour-mode change) so colours are measured at rest. */
async function stillness(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

async function violations(page: Page, path: string): Promise<string[]> {
  await stillness(page);
  const results = await new AxeBuilder({ page }).withRules(RULES).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) on ${path}: ${node.target.join(' ')}: ${node.any[0]?.message ?? violation.help} ${node.html.slice(0, 160)}`,
    ),
  );
}

for (const mode of ['light', 'dark'] as const) {
  for (const area of areas) {
    test(`${area.name} pages have no WCAG 2.1 A or AA violations in ${mode} mode`, async ({ page, context }) => {
      // One test walks every screen of the area (in both modes): a budget per screen.
      test.setTimeout(40_000 * area.screens.length);
      if (area.client) await signInAs(context, area.client);
      await context.addCookies([{ name: 'color_mode', value: mode, url: ORIGIN }]);
      const found: string[] = [];
      for (const screen of area.screens) {
        await test.step(screen.path, async () => {
          await page.goto(screen.path);
          await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
          await settle(page);
          await screen.open?.(page);
          found.push(...(await violations(page, screen.path)));
        });
      }
      expect(found, `axe violations in ${mode} mode`).toEqual([]);
    });
  }
}
