import { expect, REF, test } from './services-fixtures';

/** A date as pt-BR writes it, e.g. "23 de out. de 2026". */
const PT_DATE = /\d{1,2} de (jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)\. de \d{4}/;

/** The Services menu in pt-BR, each with the page it opens and what shows that its rows are in. */
const LISTS = [
  { link: 'Chamadas', path: '/dashboard/services/calls', rows: '[role=row] td' },
  { link: 'Mensagens', path: '/dashboard/services/messages', rows: '[role=row] td' },
  { link: 'Fotos', path: '/dashboard/services/photos', rows: '[data-testid=photo-card]' },
  { link: 'Vídeos', path: '/dashboard/services/videos', rows: '[role=row] td' },
  { link: 'Entrevistas', path: '/dashboard/services/interviews', rows: '[role=row] td' },
  { link: 'Comentários', path: '/dashboard/services/comments', rows: '[role=row] td' },
  { link: 'Diagnósticos', path: '/dashboard/services/diagnostics', rows: '[role=row] td' },
];

test.describe('Services in Brazilian Portuguese', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'pt-BR', url: baseURL ?? '' }]);
  });

  test('every list opens from the menu with its rows and no console errors', async ({ page }) => {
    // One test opens every list from the menu.
    test.setTimeout(240_000);
    await page.goto('/dashboard/services');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('tbody [role=row] td').filter({ hasText: PT_DATE }).first()).toBeVisible();
    const menu = page.getByRole('complementary').getByRole('navigation');
    for (const { link, path, rows } of LISTS) {
      await menu.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator(rows).first()).toBeVisible();
    }
  });

  test('every kind of detail works with pt-BR dates and no console errors', async ({ page }) => {
    for (const [kind, reference, content] of [
      ['calls', REF.conferenceCall, 'waveform-player'],
      ['messages', REF.mms, 'message-thread'],
      ['photos', REF.photo, 'image-viewer-image'],
      ['videos', REF.video, 'video'],
      ['interviews', REF.interview, 'interview-pauses'],
    ] as const) {
      await test.step(`the ${kind} detail`, async () => {
        await page.goto(`/dashboard/services/${kind}/${reference}`);
        await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
        await expect(page.getByTestId(content)).toBeVisible();
        await expect(page.getByTestId('payload-facts')).toContainText(PT_DATE);
        await expect(page.getByRole('tab').first()).toHaveText(/^Comentários \(\d+\)$/);
        await page.getByRole('tab').nth(1).click();
        await expect(page.getByTestId('audit')).toBeVisible();
      });
    }
  });
});
