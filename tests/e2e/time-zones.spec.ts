import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, REF, test } from './services-fixtures';
import { printedPages } from './support/pdf-text';

/** Recorded in Dubai at 21:51:04 local time, 17:51:04 UTC. */
const DUBAI_CALL = REF.blockedCall;

/** Chooses how times read in the user menu (and, for "My time zone", which zone), then closes it. */
async function chooseZone(page: Page, menu: RegExp, choice: string, zone?: string) {
  await page.getByRole('button', { name: menu }).click();
  // The radio itself is visually hidden in its label, which takes the click.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: choice }) })
    .click();
  await expect(page.getByRole('radio', { name: choice })).toBeChecked();
  if (zone) await page.getByRole('combobox', { name: /Your time zone|Seu fuso horário/ }).selectOption(zone);
  await page.keyboard.press('Escape');
}

/** The CSV export of the calls list searched for the Dubai call: its header and its one line. */
async function exportedCall(page: Page, button: string): Promise<{ header: string; line: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const [header = '', ...lines] = (await readFile(await download.path()))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines).toHaveLength(1);
  return { header, line: lines[0] ?? '' };
}

test.describe('Times in the zone the reader chooses', () => {
  test('UTC, then my own zone: the same instant on the detail page, in the list, in a CSV, in the record and in date filters (en-GB)', async ({
    page,
  }) => {
    const detail = `/dashboard/services/calls/${DUBAI_CALL}`;
    await page.goto(detail);
    const heading = page.getByRole('main');
    await expect(heading.getByText('31 Oct 2026, 21:51:04 GST').first()).toBeVisible();

    await chooseZone(page, /User menu/, 'UTC');
    await expect(heading.getByText('31 Oct 2026, 17:51:04 UTC').first()).toBeVisible();
    await page.reload();
    await expect(heading.getByText('31 Oct 2026, 17:51:04 UTC').first()).toBeVisible();

    await page.goto(`/dashboard/services/calls?search=${DUBAI_CALL}`);
    const row = page.locator('tbody [role=row]').filter({ hasText: '31 Oct 2026, 17:51 UTC' });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('day-zone')).toHaveText('Days start at midnight UTC');
    const csv = await exportedCall(page, 'Export CSV');
    expect(csv.header).toMatch(/^Time \(UTC\),/);
    expect(csv.header).toContain('Receipt (UTC)');
    expect(csv.line).toMatch(/^2026-10-31T17:51:04Z,/);

    await page.goto(`${detail}/record`);
    const record = page.getByTestId('evidence-record');
    await expect(record.getByTestId('record-timeline')).toContainText('31 Oct 2026, 17:51:04 UTC');
    const { pages } = await printedPages(page);
    const text = pages.join(' ');
    expect(text).toContain('Recorded 31 Oct 2026, 17:51:04 UTC');
    expect(text).toContain("Device's local time: 31 Oct 2026, 21:51:04 GST (Asia/Dubai, UTC+04:00)");
    expect(text).toContain('Every time is in UTC.');

    await page.goto(detail);
    await chooseZone(page, /User menu/, 'My time zone', 'America/Sao_Paulo');
    await expect(heading.getByText('31 Oct 2026, 14:51:04 GMT-3').first()).toBeVisible();
    await page.goto('/dashboard/services/calls');
    await expect(page.getByTestId('day-zone')).toHaveText('Days start at midnight America/Sao_Paulo');
    const request = page.waitForRequest((candidate) => /\/api\/v1\/payloads\?.*from=2026-10-31-030000/.test(candidate.url()));
    await page.getByLabel('From').fill('2026-10-31');
    await request;
  });

  test('UTC in Brazilian Portuguese: detail, list, CSV and record read the same instant, the zone named (pt-BR)', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'locale', value: 'pt-BR', url: baseURL ?? '' }]);
    await page.goto(`/dashboard/services/calls/${DUBAI_CALL}`);
    await chooseZone(page, /Menu do usuário/, 'UTC');
    await expect(page.getByRole('main').getByText('31 de out. de 2026, 17:51:04 UTC').first()).toBeVisible();

    await page.goto(`/dashboard/services/calls?search=${DUBAI_CALL}`);
    await expect(page.locator('tbody [role=row]').filter({ hasText: '31 de out. de 2026, 17:51 UTC' })).toHaveCount(1);
    await expect(page.getByTestId('day-zone')).toHaveText('Os dias começam à meia-noite em UTC');
    const csv = await exportedCall(page, 'Exportar CSV');
    expect(csv.header).toMatch(/^Hora \(UTC\),/);
    expect(csv.line).toContain('2026-10-31T17:51:04Z');

    await page.goto(`/dashboard/services/calls/${DUBAI_CALL}/record`);
    await expect(page.getByTestId('evidence-record')).toBeVisible();
    const text = (await printedPages(page)).pages.join(' ');
    expect(text).toContain('Gravado 31 de out. de 2026, 17:51:04 UTC');
    expect(text).toContain('Todos os horários estão em UTC.');
  });
});
