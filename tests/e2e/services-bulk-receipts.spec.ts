import type { Locator, Page } from '@playwright/test';
import { growWorld } from './support/fixtures';
import { columnCell, expect, test } from './services-fixtures';

/** The body rows of the list whose Receipt cell is still empty ("Not set"). */
async function unconfirmedRows(page: Page): Promise<Locator> {
  const receipt = await columnCell(page, 'Receipt');
  return page.locator('tbody [role=row]').filter({ has: page.locator(receipt, { hasText: 'Not set' }) });
}

test.describe('Bulk receipts on the payload lists', () => {
  test('two ticked calls are confirmed in one request and read as confirmed after a reload', async ({ page }) => {
    await page.goto('/dashboard/services/calls');
    await expect(page.locator('tbody [role=row]').first()).toBeVisible();
    const open = await unconfirmedRows(page);
    const names: string[] = [];
    for (const index of [0, 1]) {
      const checkbox = open.nth(index).getByRole('checkbox');
      names.push((await checkbox.getAttribute('aria-label')) ?? '');
    }
    for (const name of names)
      await page
        .locator('tbody [role=row]')
        .filter({ has: page.getByRole('checkbox', { name, exact: true }) })
        .locator('label')
        .click();
    const bar = page.getByRole('group', { name: 'Selected payloads' });
    await expect(bar).toContainText('2 selected');
    await bar.getByRole('button', { name: 'Confirm receipts' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm the receipts of 2 payloads?' });
    const request = page.waitForRequest((candidate) => candidate.method() === 'POST' && candidate.url().endsWith('/api/v1/receipts'));
    await dialog.getByRole('button', { name: 'Confirm receipts' }).click();
    expect(((await request).postDataJSON() as { payload_references: string[] }).payload_references).toHaveLength(2);
    const result = page.getByRole('alertdialog', { name: 'Receipt results' });
    await expect(result.getByText('All 2 receipts confirmed.')).toBeVisible();
    await expect(result.getByRole('row').filter({ hasText: 'Confirmed' })).toHaveCount(2);
    await result.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toContainText('0 selected');

    await page.reload();
    await expect(page.locator('tbody [role=row]').first()).toBeVisible();
    for (const name of names) {
      const row = page.locator('tbody [role=row]').filter({ has: page.getByRole('checkbox', { name, exact: true }) });
      await expect(row).toBeVisible();
      await expect(row).not.toContainText('Not set');
    }
  });

  test('select all loaded keeps its ticks while more load, refuses more than 100 and clears with new filters', async ({ page, world }) => {
    await growWorld(world, { devices: 20, payloads: 400 });
    await page.goto('/dashboard/services');
    await expect(page.locator('tbody [role=row]').first()).toBeVisible();
    const bar = page.getByRole('group', { name: 'Selected payloads' });
    await page.getByRole('columnheader').locator('label').click();
    await expect(bar).toContainText('100 selected');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByText(/^Showing 200 of/)).toBeVisible();
    await expect(bar).toContainText('100 selected');
    await expect(page.getByRole('checkbox', { name: 'Select all loaded rows' })).not.toBeChecked();
    await page.getByRole('columnheader').locator('label').click();
    await expect(bar).toContainText('200 selected: receipts and evidence records are for at most 100 payloads at once');
    await expect(bar.getByRole('button', { name: 'Confirm receipts' })).toBeDisabled();
    await page.getByLabel('Search reference or phone number').fill('+44');
    await expect(bar).toContainText('0 selected');
  });

  test('in Brazilian Portuguese the dialog and the result are translated', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'pt-BR', url: baseURL ?? '' }]);
    await page.goto('/dashboard/services/messages');
    await expect(page.locator('tbody [role=row]').first()).toBeVisible();
    await page.locator('tbody [role=row]').first().locator('label').click();
    const bar = page.getByRole('group', { name: 'Payloads selecionados' });
    await expect(bar).toContainText(/\b1 selecionado(?!s)/);
    await bar.getByRole('button', { name: 'Confirmar recebimentos' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirmar o recebimento de 1 payload?' });
    await dialog.getByRole('button', { name: 'Confirmar recebimentos' }).click();
    await expect(
      page.getByRole('alertdialog', { name: 'Resultado dos recebimentos' }).getByText('O recebimento foi confirmado.'),
    ).toBeVisible();
  });
});
