import { withoutFormulas } from './csv-formula';
import type { OwnZone } from '@/components/date-time/reading-zone';

/** A time in a CSV file, written in the zone the reader reads times in (the exporter's `instantText`). */
export interface CsvInstant {
  instant: string | null | undefined;
  /** The recording's own zone, for the device's local time. */
  own?: OwnZone | undefined;
}

/** A CSV cell value before quoting. */
export type CsvValue = string | number | boolean | null | undefined | Date | CsvInstant;

/** Text of a time cell; without one, the API's own text is written. */
export type InstantText = (value: CsvInstant) => string | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** A time cell for `csv` of a column. */
export const csvInstant = (instant: string | null | undefined, own?: OwnZone): CsvInstant => ({ instant, own });

const isInstant = (value: CsvValue): value is CsvInstant => typeof value === 'object' && value !== null && !(value instanceof Date);

const BOM = '\uFEFF';
/** Quoted: separators of any locale, quotes, line breaks, edge spaces, and a leading text mark. */
const NEEDS_QUOTES = /[",;\t\n\v\f\r\u0085\u2028\u2029]|^\s|\s$|^'/u;

/** Text of one cell: every place that could start a formula for some reader marked as text (csv-formula.ts), then quoted when needed. */
export function csvCell(value: CsvValue, instantText?: InstantText): string {
  if (isInstant(value)) return csvCell((instantText ? instantText(value) : value.instant) ?? null);
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const text = withoutFormulas(value instanceof Date ? value.toISOString() : String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (RFC 4180) without its line end. */
export function csvLine<Row>(columns: readonly CsvColumn<Row>[], row: Row, instantText?: InstantText): string {
  return columns.map((column) => csvCell(column.value(row), instantText)).join(',');
}

/** The header line of the columns. */
export function csvHeader<Row>(columns: readonly CsvColumn<Row>[]): string {
  return columns.map((column) => csvCell(column.header)).join(',');
}

/**
 * A CSV file (RFC 4180, CRLF line ends) of the header and lines, with a UTF-8 byte order mark so
 * spreadsheets read accents and other scripts correctly. The lines stay separate parts of the
 * Blob: a file of 100,000 rows is never built as one string.
 */
export function csvBlob(header: string, lines: readonly string[]): Blob {
  const parts: string[] = [BOM, header, '\r\n'];
  for (const line of lines) parts.push(line, '\r\n');
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}

/** 'payloads-2026-10-31-1751.csv' */
export function csvFileName(base: string, now: Date = new Date()): string {
  const stamp = now.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  const safe = base.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  return `${safe}-${stamp}.csv`;
}

/** Saves a Blob as a file through a temporary object URL. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
