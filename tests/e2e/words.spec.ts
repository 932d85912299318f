import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

// Rule messages read in the user's language and name the real values, never a placeholder.
test.describe('messages in Brazilian Portuguese', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'pt-BR', url: baseURL ?? '' }]);
  });

  test('the sign-in organisation rule is in Portuguese', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Organização').fill('Acme Corp!');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Somente letras minúsculas, dígitos e "-" são permitidos')).toBeVisible();
    await page.getByLabel('Organização').fill('');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Informe o nome da sua organização.')).toBeVisible();
  });

  test('the S3 destination rule names the address it must start with', async ({ page, context }) => {
    await signInAs(context);
    await page.goto('/dashboard/account/transfers/config');
    await page.getByRole('button', { name: 'Nova configuração' }).click();
    const form = page.getByRole('form', { name: 'Configuração de transferência' });
    await form.getByLabel('Destino').fill('https://bucket');
    await form.getByRole('button', { name: 'Criar configuração' }).click();
    await expect(form.getByText('Deve começar com s3://')).toBeVisible();
    await expect(form.getByText('{address}')).toHaveCount(0);
  });
});
