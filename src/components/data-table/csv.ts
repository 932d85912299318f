/** A CSV cell value before quoting. */
export type CsvValue = string | number | boolean | null | undefined | Date;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

const BOM = '\uFEFF';
// A cell starting with one of these is read as a formula by spreadsheets; tab and CR also start formulas in some.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text of one cell: formulas neutralised with a leading apostrophe, then quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) || text.startsWith("'") ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * CSV text (RFC 4180, CRLF line ends) with a UTF-8 byte order mark so spreadsheets read accents
 * and other scripts correctly.
 */
export function buildCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** 'payloads-2026-10-31-1751.csv' */
export function csvFileName(base: string, now: Date = new Date()): string {
  const stamp = now.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  const safe = base.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  return `${safe}-${stamp}.csv`;
}

/** Saves text as a file through a temporary object URL. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
