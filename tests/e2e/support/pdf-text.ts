import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ensureDebianPackages } from '../../../scripts/lib/setup.mjs';

const PDFTOTEXT = '/usr/bin/pdftotext';

/**
 * The page printed by Chromium (`page.pdf()`, its own @page size and margins, as "Save as PDF"
 * prints it) and the text of that PDF, read by Debian's pdftotext (poppler-utils, installed
 * when missing), page by page, each with its runs of white space made one space (pdftotext keeps
 * a table cell's text together, wrapped over lines).
 */
export async function printedPages(page: Page): Promise<{ pdf: Buffer; pages: string[] }> {
  ensureDebianPackages(['poppler-utils'], [PDFTOTEXT]);
  const pdf = await page.pdf({ preferCSSPageSize: true });
  const file = join(mkdtempSync(join(tmpdir(), 'evidence-')), 'record.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync(PDFTOTEXT, ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  // pdftotext ends every page with a form feed.
  const pages = text
    .split('\f')
    .map((pageText) => pageText.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return { pdf, pages };
}
