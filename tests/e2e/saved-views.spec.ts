import type { Page } from '@playwright/test';
import { expect, test } from './services-fixtures';

const VIEW = 'Unconfirmed calls this week';
const WEEK = 'from=2026-10-26&to=2026-11-01';

/** Sets the calls list to the week's on-time calls, oldest first, without the Carrier column. */
async function setUpTheWeek(page: Page) {
  await page.goto(`/dashboard/services/calls?${WEEK}&sort=time`);
  await expect(page.locator('tbody [role=row]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Carrier' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Carrier' })).toHaveCount(0);
}

async function openViews(page: Page, button: string | RegExp) {
  await page.getByRole('button', { name: button }).click();
}

test.describe('Saved views', () => {
  test('a view keeps filters, sort and columns under a name: saved, picked after a reload, linked, exported, imported, deleted (en-GB)', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
    await setUpTheWeek(page);
    await openViews(page, 'Views');
    await page.getByRole('menuitem', { name: 'Save current view…' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(VIEW);
    await page.getByRole('button', { name: 'Save view' }).click();
    await expect(page.getByRole('button', { name: `Views: ${VIEW}` })).toBeVisible();

    await page.goto('/dashboard/services/calls');
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Carrier' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('columnheader', { name: 'Carrier' })).toBeVisible();
    await page.reload();
    await openViews(page, 'Views');
    await page.getByRole('menuitem', { name: VIEW }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/services/calls\\?${WEEK}&sort=time$`));
    await expect(page.getByRole('columnheader', { name: 'Carrier' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Views: ${VIEW}` })).toBeVisible();

    await openViews(page, `Views: ${VIEW}`);
    await page.getByRole('menuitem', { name: 'Manage views…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Saved views' });
    await dialog.getByRole('button', { name: `Copy the link of ${VIEW}` }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/dashboard/services/calls?${WEEK}&sort=time`);

    const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export views' }).click()]);
    expect(file.suggestedFilename()).toBe('saved-views.json');
    await dialog.getByRole('button', { name: `Delete ${VIEW}` }).click();
    await page
      .getByRole('alertdialog', { name: `Delete the view ${VIEW}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(dialog.getByText(/No views of this list are saved yet/)).toBeVisible();
    await dialog.getByLabel('Views file').setInputFiles(await file.path());
    await expect(page.getByText(/^1 view read from /)).toBeVisible();
    await expect(dialog.getByText(VIEW)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.reload();
    await expect(page.getByRole('button', { name: `Views: ${VIEW}` })).toBeVisible();
  });

  test('save a view, reload, pick it and delete it (pt-BR)', async ({ page, context, baseURL }) => {
    const name = 'Chamadas sem confirmação desta semana';
    await context.addCookies([{ name: 'locale', value: 'pt-BR', url: baseURL ?? '' }]);
    await page.goto(`/dashboard/services/calls?${WEEK}&sort=time`);
    await expect(page.locator('tbody [role=row]').first()).toBeVisible();
    await openViews(page, 'Visualizações');
    await page.getByRole('menuitem', { name: 'Salvar visualização atual…' }).click();
    await page.getByRole('textbox', { name: 'Nome' }).fill(name);
    await page.getByRole('button', { name: 'Salvar visualização' }).click();
    await expect(page.getByText('Visualização salva')).toBeVisible();

    await page.goto('/dashboard/services/calls');
    await page.reload();
    await openViews(page, 'Visualizações');
    await page.getByRole('menuitem', { name }).click();
    await expect(page).toHaveURL(new RegExp(`\\?${WEEK}&sort=time$`));

    await openViews(page, `Visualizações: ${name}`);
    await page.getByRole('menuitem', { name: 'Gerenciar visualizações…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Visualizações salvas' });
    await dialog.getByRole('button', { name: `Excluir ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: `Excluir a visualização ${name}?` })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(dialog.getByText(/Nenhuma visualização desta lista foi salva ainda/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await page.reload();
    await openViews(page, 'Visualizações');
    await expect(page.getByRole('menuitem', { name: 'Nenhuma visualização salva ainda' })).toBeVisible();
  });
});
