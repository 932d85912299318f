import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, REF, test } from './services-fixtures';
import { printedPages } from './support/pdf-text';

const CHECKSUM = 'a2e96e9d4e2d7022470352979882fc8f46370080553c847e8aebb827f1f327c4';
/** A record's reference: the payload's and the production time to the second, in UTC. */
const recordReference = (payload: string) => new RegExp(`${payload}-\\d{8}T\\d{6}Z`);

/** Opens the conference call's record from its detail page and waits until every part is in. */
async function openRecord(page: Page, link: string) {
  await page.goto(`/dashboard/services/calls/${REF.conferenceCall}`);
  await page.getByRole('link', { name: link }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/services/calls/${REF.conferenceCall}/record$`));
  await expect(page.getByTestId('evidence-record')).toBeVisible();
}

/** The whole text of the printed document, pages joined, and the pages themselves. */
async function printedText(page: Page) {
  const { pages } = await printedPages(page);
  return { pages, text: pages.join(' ') };
}

test.describe('Evidence records', () => {
  test('a call’s record prints as a PDF with every part, its reference and page number on every page (en-GB)', async ({ page }) => {
    await openRecord(page, 'Evidence record');
    const record = page.getByTestId('evidence-record');
    await expect(record.getByTestId('record-audit')).toContainText('Played (GetPayloadData:play)');
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeEnabled();

    const { pages, text } = await printedText(page);
    expect(pages.length).toBeGreaterThan(1);
    for (const [index, pageText] of pages.entries()) {
      expect(pageText, `page ${index + 1} has the record's reference`).toMatch(recordReference(REF.conferenceCall));
      expect(pageText, `page ${index + 1} is numbered`).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(pageText).toContain('Evidence record · acme');
    }
    // Nothing of the app's frame is printed: no navigation, header or buttons (the mock's controls neither).
    expect(text).not.toMatch(/Sign out|Print or save as PDF|Back to the payload|Dashboard|Mock controls/);
    for (const part of [
      `Evidence record: Call ${REF.conferenceCall}`,
      'Produced by it.admin@acme.example',
      'Organisation acme',
      'Device ldn-fx-001',
      'Device user emma.clarke-jones',
      '+447700900601',
      'Desk A',
      "Device's local time: 23 Oct 2026, 21:46:05 BST (Europe/London, UTC+01:00)",
      'On time: uploaded within 7 days of recording.',
      "Transferred to the client's storage",
      CHECKSUM,
      'No legal hold on the device user emma.clarke-jones.',
      'Comments (2)',
      'Revisado: conversa dentro da política de vendas.',
      'Audit (7)',
      'joao.pereira@acme.example',
      'Played (GetPayloadData:play)',
      // Text from users is printed as text, never as markup.
      'O\'Brien said "sell" & then \\ left; DROP TABLE payloads;--',
    ])
      expect(text, part).toContain(part);
    expect(text).toMatch(/Recorded 23 Oct 2026, 21:46:05 BST/);
    // The comment's part of the recording (a narrow column may wrap it after the dash).
    expect(text).toMatch(/0:03– ?0:06/);
  });

  test('a record prints in Brazilian Portuguese, and the rows of a list link to their record (pt-BR)', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'locale', value: 'pt-BR', url: baseURL ?? '' }]);
    await page.goto(`/dashboard/services/calls?search=${REF.conferenceCall}`);
    await page.getByRole('link', { name: `Registro de evidência de Chamada ${REF.conferenceCall}` }).click();
    await expect(page.getByTestId('evidence-record')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Registro de evidência' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir ou salvar como PDF' })).toBeEnabled();
    const { pages, text } = await printedText(page);
    expect(pages[0]).toContain(`Página 1 de ${pages.length}`);
    expect(pages.at(-1)).toContain(`Página ${pages.length} de ${pages.length}`);
    for (const part of [
      `Registro de evidência: Chamada ${REF.conferenceCall}`,
      'Linha do tempo',
      'Hora local do dispositivo: 23 de out. de 2026',
      'No prazo: enviado em até 7 dias após a gravação.',
      'Checksum enviado no upload',
      CHECKSUM,
      'Retenção legal',
      'Comentários (2)',
      'Produzido por it.admin@acme.example',
    ])
      expect(text, part).toContain(part);
    expect(text).toMatch(/Auditoria \(\d+\) Quando Quem Ação/);
  });

  test('a selection of calls gives one document with a record each and a manifest, also as CSV', async ({ page }) => {
    await page.goto('/dashboard/services/calls');
    const rows = page.locator('tbody [role=row]');
    await expect(rows.first()).toBeVisible();
    const references: string[] = [];
    for (const index of [0, 1, 2]) {
      const row = rows.nth(index);
      const link = row.getByRole('link', { name: /^Evidence record of / });
      references.push(((await link.getAttribute('href')) ?? '').split('/').at(-2) ?? '');
      await row.locator('label').click();
    }
    const bar = page.getByRole('group', { name: 'Selected payloads' });
    await expect(bar).toContainText('3 selected');
    await bar.getByRole('link', { name: 'Evidence records' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Evidence records' })).toBeVisible();
    await expect(page.getByTestId('evidence-record')).toHaveCount(3);
    const manifest = page.getByTestId('evidence-manifest');
    await expect(manifest).toContainText('This document holds the evidence records of 3 payloads.');
    for (const reference of references) await expect(manifest).toContainText(reference);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Manifest CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^evidence-manifest-.*\.csv$/);
    const [header, ...lines] = (await readFile(await download.path()))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(header).toBe(
      "Document reference,Payload reference,Type,State,Recorded (device's local time),Uploaded (device's local time),Late,Processed (device's local time),Transferred (device's local time),Checksum sent at upload,Receipt confirmed (device's local time),Receipt confirmed by,Legal hold",
    );
    expect(lines).toHaveLength(3);
    for (const [index, reference] of references.entries()) {
      expect(lines[index]).toMatch(new RegExp(`^${reference}-\\d{8}T\\d{6}Z,${reference},`));
      expect(lines[index]).toMatch(/,[0-9a-f]{64},/);
      expect(lines[index]).toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}/);
    }

    const { pages, text } = await printedText(page);
    expect(pages[0]).toContain('Manifest');
    expect(pages[0]).toMatch(/EVIDENCE-\d{8}T\d{6}Z-3/);
    // Every record starts on a page of its own, whose margin carries that record's reference.
    for (const reference of references) {
      const first = pages.findIndex((pageText) => pageText.includes(`Evidence record: `) && pageText.includes(reference));
      expect(first, `a page starts the record of ${reference}`).toBeGreaterThan(0);
      expect(pages[first]).toMatch(recordReference(reference));
    }
    expect(text).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  test('the access log filters the audit by user and action and exports what it shows as CSV', async ({ page }) => {
    await page.goto(`/dashboard/services/calls/${REF.conferenceCall}?tab=audit`);
    const log = page.getByRole('region', { name: 'Access log (7)' });
    await expect(log.getByRole('row')).toHaveCount(8);
    await log.getByRole('combobox', { name: 'User' }).selectOption('it.admin@acme.example');
    await expect(log.getByRole('row')).toHaveCount(4);
    await log.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Played' });
    await expect(log.getByRole('row')).toHaveCount(2);
    await expect(log).toContainText('1 of 7 entries');
    await expect(page).toHaveURL(/log_user=it\.admin%40acme\.example/);
    const [download] = await Promise.all([page.waitForEvent('download'), log.getByRole('button', { name: 'Export CSV' }).click()]);
    const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    const [header, ...lines] = text.trim().split(/\r\n/);
    expect(header).toBe("When (device's local time),Who,Action,API action");
    // The play was recorded when this test opened the call, by the sandbox's clock.
    expect(lines).toEqual([expect.stringMatching(/^2026-11-01T09:00:\d{2}\+00:00,it\.admin@acme\.example,Played,GetPayloadData:play$/)]);
  });
});
