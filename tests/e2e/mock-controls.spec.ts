// The mock controls (src/features/mock-controls): on the local mock a developer makes the calls
// list answer 500 and then three seconds late, and sees the list's error and loading states; the
// panel works by keyboard, is translated and has no WCAG 2.1 A or AA violation in either mode.
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import axe from 'axe-core';
import { expect, openPage, signInBeforeEach, test } from './support/signed-in-page';

signInBeforeEach();

const RULES = axe.getRules(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).map((rule) => rule.ruleId);
const panel = (page: Page, name = 'Mock controls') => page.getByRole('dialog', { name });
const skeletons = (page: Page) => page.locator('table .plain-skeleton');

async function openControls(page: Page, name = 'Mock controls'): Promise<void> {
  const button = page.getByRole('button', { name });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(panel(page, name).getByRole('combobox').first()).toBeVisible();
}

test('the calls list answers 500, then 3 s late, as set from the mock controls', async ({ page, guard }) => {
  // The list's query retries a 5xx twice; the browser logs each failed load.
  guard.allowStatus(500);
  guard.allowConsole(/status of 500/);
  await openPage(page, '/dashboard/services/calls', 'Calls');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await openControls(page);
  await panel(page).getByLabel('Operation').selectOption('listPayloads');
  await panel(page).getByLabel('Answer').selectOption('500');
  await panel(page).getByRole('button', { name: 'Apply' }).click();
  await expect(panel(page).getByRole('status')).toHaveText('listPayloads: error 500');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();

  await page.reload();
  await expect(page.getByText('The list could not be loaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  await openControls(page);
  await expect(panel(page).getByText('listPayloads: error 500')).toBeVisible();
  await panel(page).getByLabel('Answer').selectOption('');
  await panel(page).getByLabel('Delay in seconds').fill('3');
  await panel(page).getByRole('button', { name: 'Apply' }).click();
  await expect(panel(page).getByRole('status')).toHaveText('listPayloads: 3 s late');
  await page.keyboard.press('Escape');

  const asked = Date.now();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(skeletons(page).first()).toBeVisible();
  await expect(page.getByText('The list could not be loaded.')).toBeHidden();
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  await expect(skeletons(page)).toHaveCount(0);
  expect(Date.now() - asked).toBeGreaterThanOrEqual(2_900);

  await openControls(page);
  await panel(page).getByRole('button', { name: 'Clear all' }).click();
  await expect(panel(page).getByText('None: every call is answered as usual.')).toBeVisible();
});

test.describe('in Portuguese', () => {
  test.use({ locale: 'pt-BR' });

  test('the panel is translated and has no WCAG 2.1 A or AA violation in light and dark mode', async ({ page }) => {
    await openPage(page, '/dashboard/services/calls');
    await openControls(page, 'Controles do mock');
    const dialog = panel(page, 'Controles do mock');
    await expect(dialog.getByLabel('Operação')).toHaveValue('listPayloads');
    await expect(dialog.getByLabel('Atraso em segundos')).toBeVisible();
    await expect(dialog.getByText('Nenhum: todas as chamadas são respondidas normalmente.')).toBeVisible();
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode });
      const results = await new AxeBuilder({ page }).include('[role="dialog"]').withRules(RULES).analyze();
      expect(results.violations.map((violation) => `${mode}: ${violation.id} ${violation.nodes[0]?.html ?? ''}`)).toEqual([]);
    }
  });
});
