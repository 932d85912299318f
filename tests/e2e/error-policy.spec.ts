// Issue 15 and spec section 8: a refused call is shown once, as 'An error occurred'. A form shows
// what maps to a field beside it and notifies the rest itself (the query client does not notify it a
// second time); a refused action outside a form is notified by the query client. In en-GB and pt-BR.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

const notifications = (page: Page) => page.getByRole('region', { name: /^(Notifications|Notificações)/ });
const HELD = 'joao.pereira@acme.example';

test.beforeEach(async ({ context }) => {
  await signInAs(context);
});

/** The seeded hold's DELETE answers 404, as when someone else released and removed it meanwhile. */
async function refuseRelease(page: Page) {
  await page.route('**/api/v1/account/legal_holds/PortalUser/**', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 404, json: { error_code: 404, message: 'Not found' } })
      : route.fallback(),
  );
}

test.describe('in en-GB', () => {
  test('a save the server refuses is notified once, the form keeps its input, and nothing is saved', async ({ page }) => {
    await page.goto('/dashboard/account/transfers/config');
    await page.getByRole('button', { name: 'New configuration' }).click();
    const form = page.getByRole('form', { name: 'Transfer configuration' });
    await form.getByLabel('Reference').fill('vantage-export');
    await form.getByLabel('Destination').fill('s3://acme-eu/archive');
    await form.getByLabel('IAM role ARN').fill('arn:aws:iam::444455556666:role/acme-eu-archive');
    await form.getByText('SMS', { exact: true }).click();
    const answer = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().includes('/transfer_configs/'),
    );
    await form.getByRole('button', { name: 'Create configuration' }).click();
    expect((await answer).status()).toBe(409);
    await expect(notifications(page).getByText('Transfer configuration vantage-export already exists')).toBeVisible();
    // A second notification would come with the same answer; give it time to show up before saying it did not.
    await page.waitForTimeout(1_000);
    await expect(notifications(page).getByText('An error occurred')).toHaveCount(1);
    await expect(page.getByText('Transfer configuration vantage-export already exists')).toHaveCount(1);
    await expect(form.getByLabel('Destination')).toHaveValue('s3://acme-eu/archive');
  });

  test('an action outside a form that the server refuses is notified, and the hold stays', async ({ page }) => {
    await refuseRelease(page);
    await page.goto('/dashboard/account/legal-holds');
    await page.getByRole('button', { name: `Release legal hold on ${HELD}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Release' }).click();
    await expect(notifications(page).getByText('An error occurred')).toBeVisible();
    await expect(notifications(page).getByText('Data not found')).toBeVisible();
    await page.unroute('**/api/v1/account/legal_holds/PortalUser/**');
    await page.reload();
    await expect(page.getByRole('button', { name: `Release legal hold on ${HELD}` })).toBeVisible();
  });
});

test.describe('in pt-BR', () => {
  test.use({ locale: 'pt-BR' });

  test('a refused save and a refused release are notified once, in Portuguese', async ({ page }) => {
    await page.goto('/dashboard/account/transfers/config');
    await page.getByRole('button', { name: 'Nova configuração' }).click();
    const form = page.getByRole('form', { name: 'Configuração de transferência' });
    await form.getByLabel('Referência').fill('vantage-export');
    await form.getByLabel('Destino').fill('s3://acme-eu/archive');
    await form.getByLabel('ARN da função IAM').fill('arn:aws:iam::444455556666:role/acme-eu-archive');
    await form.getByText('SMS', { exact: true }).click();
    await form.getByRole('button', { name: 'Criar configuração' }).click();
    await expect(notifications(page).getByText('Ocorreu um erro')).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(notifications(page).getByText('Ocorreu um erro')).toHaveCount(1);
    await expect(form.getByLabel('Destino')).toHaveValue('s3://acme-eu/archive');

    await refuseRelease(page);
    await page.goto('/dashboard/account/legal-holds');
    await page.getByRole('button', { name: `Liberar a retenção legal de ${HELD}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Liberar' }).click();
    await expect(notifications(page).getByText('Ocorreu um erro')).toBeVisible();
    await expect(notifications(page).getByText('Dados não encontrados')).toBeVisible();
  });
});
