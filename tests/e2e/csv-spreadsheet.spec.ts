// A CSV export opened by a real spreadsheet engine (LibreOffice Calc) as en-GB and pt-BR
// spreadsheets read it: no cell is a formula, and phone numbers show as they are.
import { writeFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { expect, REF, test } from './services-fixtures';
import { openAsSpreadsheets, READINGS, type Cell } from './support/spreadsheet';

// LibreOffice starts once per reading of a test (a few seconds each on a busy machine).
test.describe.configure({ timeout: 180_000 });

/** A comment whose every line, and every part between separators, starts a formula in some spreadsheet. */
const HOSTILE = [
  'Deal confirmed x;=1+1;y',
  ' =2+2',
  '\t@SUM(1,2)',
  " -2+3+cmd|' /C calc'!A0",
  '"=HYPERLINK(""http://evil.example"",""click"")"',
  ',＝1+1;＋1;－1;＠A1',
  ';+44 20 7946 0000',
].join('\n');

/** Exports the list on the page as CSV and keeps the file under the test's output. */
async function exportCsv(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const file = testInfo.outputPath(`${name}.csv`);
  await download.saveAs(file);
  return file;
}

/** A cell as the export wrote it before: an apostrophe only before a formula sign in first place, quotes for , " CR LF and edge spaces. */
function unguardedCell(text: string): string {
  const marked = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]|^\s|\s$/.test(marked) || marked.startsWith("'") ? `"${marked.replaceAll('"', '""')}"` : marked;
}

const formulas = (cells: Cell[][]) => cells.flat().filter((cell) => cell.formula);
const texts = (cells: Cell[][]) => cells.flat().map((cell) => cell.text);

test('a comment with formulas exports as text: LibreOffice finds no formula, read as an en-GB or pt-BR spreadsheet', async ({
  page,
}, testInfo) => {
  await page.goto(`/dashboard/services/calls/${REF.conferenceCall}`);
  await page.getByLabel('Comment', { exact: true }).fill(HOSTILE);
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect(page.getByText('Comment added')).toBeVisible();

  await page.goto('/dashboard/services/comments');
  await expect(page.getByRole('row').filter({ hasText: 'Deal confirmed x;=1+1;y' })).toBeVisible();
  const exported = await exportCsv(page, testInfo, 'comments');
  // The control: each line of the comment as it is, and as the export wrote it before, one per row.
  const lines = HOSTILE.split('\n');
  const unguarded = testInfo.outputPath('unguarded.csv');
  await writeFile(unguarded, `\uFEFFComment\r\n${[...lines, ...lines.map(unguardedCell)].join('\r\n')}\r\n`);

  const found: string[] = [];
  for (const reading of READINGS) {
    const [cells = [], control = []] = await openAsSpreadsheets([exported, unguarded], reading);
    found.push(...formulas(cells).map((cell) => `${reading.name}: ${cell.formula}`));
    // The formula shows as text, behind its mark, whichever part of the comment the reading makes a cell.
    expect.soft(texts(cells).join('\n'), reading.name).toContain("'=1+1");
    // The engine runs formulas in this reading: the unguarded lines give some.
    expect(formulas(control).length, `formulas in the unguarded lines read ${reading.name}`).toBeGreaterThan(0);
  }
  expect(found, 'formulas in the export').toEqual([]);
});

test('phone numbers export as text a spreadsheet shows as they are, without an apostrophe', async ({ page }, testInfo) => {
  await page.goto('/dashboard/devices');
  await expect(page.getByRole('columnheader', { name: 'Phone numbers' })).toBeVisible();
  const exported = await exportCsv(page, testInfo, 'devices');
  const [enGb] = READINGS;
  const [rows = []] = await openAsSpreadsheets([exported], enGb!);
  const column = rows[0]?.findIndex((cell) => cell.text === 'Phone numbers') ?? -1;
  expect(column, 'the export has a Phone numbers column').toBeGreaterThanOrEqual(0);
  const numbers = rows
    .slice(1)
    .map((row) => row[column])
    .filter((cell): cell is Cell => Boolean(cell?.text));
  expect(numbers.length).toBeGreaterThan(0);
  for (const cell of numbers) {
    expect(cell.formula).toBeUndefined();
    expect(cell.type, cell.text).toBe('string');
    // What shows: the numbers with their plus sign (the left-to-right mark before each is invisible).
    expect(cell.text.replaceAll('\u200E', ''), cell.text).toMatch(/^\+\d+(, \+\d+)*$/);
  }
  // Written as it is, a number would be read as a plain number and lose its plus sign.
  const bare = testInfo.outputPath('bare.csv');
  await writeFile(bare, `Phone numbers\r\n${numbers[0]!.text.replaceAll('\u200E', '').split(', ')[0]}\r\n`);
  const [[, [control] = []] = []] = await openAsSpreadsheets([bare], enGb!);
  expect(control?.type).toBe('float');
});
