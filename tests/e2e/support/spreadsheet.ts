// Opens CSV files as a spreadsheet in a given locale reads them, with LibreOffice Calc headless
// (Debian's libreoffice-calc, which `npm test` installs), and returns every cell: whether it holds a
// formula, its type and its text. LibreOffice converts each file to a flat ODF spreadsheet (.fods),
// whose cells name their formula.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';

const SOFFICE = process.env.SOFFICE_PATH ?? '/usr/bin/soffice';
const run = promisify(execFile);
/** LibreOffice's profile, one per test worker: it starts faster the second time, and two workers never share one. */
const PROFILE = join(tmpdir(), `csv-reading-profile-${process.pid}`);

/** How a spreadsheet program reads a CSV file: its name and LibreOffice's CSV import options. */
export interface Reading {
  name: string;
  options: string;
}

/**
 * LibreOffice's CSV import options, as permissive as a reader can be: the separators, the quote
 * (or none, when quotes are not honoured), UTF-8, from the first line, the locale (Windows
 * language id), special numbers detected, spaces trimmed, formulas evaluated.
 */
function csvImport(separators: readonly string[], quotes: boolean, language: number): string {
  const fields = separators.map((separator) => separator.charCodeAt(0)).join('/');
  return [fields, quotes ? '34' : '0', '76', '1', '', String(language), 'false', 'true', 'false', 'false', 'true', '-1', 'true'].join(',');
}

const EN_GB = 2057;
const PT_BR = 1046;

/** Comma in en-GB, semicolon in pt-BR (where the comma is the decimal sign), and a reader that splits on every separator and ignores quotes. */
export const READINGS: readonly Reading[] = [
  { name: 'en-GB, comma separated', options: csvImport([','], true, EN_GB) },
  { name: 'pt-BR, semicolon separated', options: csvImport([';'], true, PT_BR) },
  { name: 'pt-BR, comma, semicolon or tab, quotes ignored', options: csvImport([',', ';', '\t'], false, PT_BR) },
];

export interface Cell {
  /** The formula (`of:=…`), when the reader took the cell for one. */
  formula: string | undefined;
  /** string, float, … (undefined for an empty cell). */
  type: string | undefined;
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.replace('#', '0'))) : (ENTITIES[name] ?? entity),
  );

/** The text of a cell's paragraphs, with LibreOffice's space, tab and line-break elements as characters. */
function cellText(content: string): string {
  return [...content.matchAll(/<text:p\b[^>]*?(?:\/>|>([\s\S]*?)<\/text:p>)/g)]
    .map(([, paragraph = '']) =>
      decode(
        paragraph
          .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_, count?: string) => ' '.repeat(Number(count ?? 1)))
          .replace(/<text:tab\/>/g, '\t')
          .replace(/<text:line-break\/>/g, '\n')
          .replace(/<[^>]+>/g, ''),
      ),
    )
    .join('\n');
}

const attribute = (attributes: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1];

/** Cells an element stands for: repeated empty cells are written once (the run after the last cell is capped). */
const repeats = (attributes: string) => Math.min(Number(attribute(attributes, 'table:number-columns-repeated') ?? 1), 64);

/** The rows of the first sheet of a flat ODF spreadsheet. */
function cellsOf(fods: string): Cell[][] {
  const sheet = /<table:table\b[\s\S]*?<\/table:table>/.exec(fods)?.[0] ?? '';
  return [...sheet.matchAll(/<table:table-row\b[^>]*?(?:\/>|>([\s\S]*?)<\/table:table-row>)/g)].map(([, row = '']) =>
    [...row.matchAll(/<table:table-cell\b([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)].flatMap(
      ([, attributes = '', content = '']) => {
        const formula = attribute(attributes, 'table:formula');
        const cell = { formula: formula && decode(formula), type: attribute(attributes, 'office:value-type'), text: cellText(content) };
        return Array.from({ length: repeats(attributes) }, () => cell);
      },
    ),
  );
}

/** Opens each CSV file with `reading` in LibreOffice Calc; resolves with each file's cells, in order. */
export async function openAsSpreadsheets(files: readonly string[], reading: Reading): Promise<Cell[][][]> {
  if (!existsSync(SOFFICE)) throw new Error(`LibreOffice Calc is missing (${SOFFICE}): \`npm test\` installs Debian's libreoffice-calc`);
  const work = await mkdtemp(join(tmpdir(), 'csv-reading-'));
  try {
    await run(
      SOFFICE,
      [
        '--headless',
        '--norestore',
        '--nolockcheck',
        `-env:UserInstallation=file://${PROFILE}`,
        `--infilter=Text - txt - csv (StarCalc):${reading.options}`,
        '--convert-to',
        'fods',
        '--outdir',
        work,
        ...files,
      ],
      { timeout: 120_000 },
    );
    return await Promise.all(
      files.map(async (file) => cellsOf(await readFile(join(work, basename(file).replace(/\.[^.]*$/, '.fods')), 'utf8'))),
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
