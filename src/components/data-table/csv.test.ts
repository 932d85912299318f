import { describe, expect, it } from 'vitest';
import { csvBlob, csvCell, csvFileName, csvHeader, csvLine } from './csv';

interface Row {
  name: string;
  count: number | null;
  note?: string;
}

const columns = [
  { header: 'Name', value: (row: Row) => row.name },
  { header: 'Count', value: (row: Row) => row.count },
  { header: 'Note, free text', value: (row: Row) => row.note },
];

describe('csvCell', () => {
  it('leaves plain values alone and writes nothing for missing ones', () => {
    expect(csvCell('Call')).toBe('Call');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling inner quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it.each(['=1+1', '@SUM(A1)', '\t=cmd', '=HYPERLINK("http://x","y")', "-2+3+cmd|' /C calc'!A0"])(
    'neutralises the formula %j with an apostrophe',
    (value) => {
      const cell = csvCell(value);
      expect(cell.startsWith('"')).toBe(true);
      expect(cell).toContain(`'${value.trimStart().replaceAll('"', '""')}`);
    },
  );

  it('writes phone numbers as text that shows without an apostrophe', () => {
    expect(csvCell('+442079460000')).toBe('\u200E+442079460000');
    expect(csvCell('+44 20 7946 0000')).toBe('\u200E+44 20 7946 0000');
  });

  it('quotes the separators of every locale', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
  });

  it('does not touch numbers, which are never formulas, but marks the text of those that are not finite', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(-Infinity)).toBe(`"'-Infinity"`);
  });

  it('writes dates as ISO', () => {
    expect(csvCell(new Date('2026-10-31T17:51:04Z'))).toBe('2026-10-31T17:51:04.000Z');
  });
});

const csvOf = (rows: Row[]) =>
  csvBlob(
    csvHeader(columns),
    rows.map((row) => csvLine(columns, row)),
  );

describe('csvBlob', () => {
  it('starts with a BOM, writes the header and one CRLF line per row', async () => {
    const blob = csvOf([
      { name: 'Zoë', count: 3, note: 'ok' },
      { name: '=cmd|" /C calc"!A0', count: null },
    ]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await blob.text()).replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Name,Count,"Note, free text"',
      'Zoë,3,ok',
      '"\'=cmd|"" /C calc""!A0",,',
      '',
    ]);
  });

  it('writes only the header for no rows', async () => {
    expect((await csvOf([]).text()).replace(/^\uFEFF/, '')).toBe('Name,Count,"Note, free text"\r\n');
  });
});

describe('csvFileName', () => {
  it('stamps the base name and keeps it file-safe', () => {
    expect(csvFileName('payloads', new Date('2026-10-31T17:51:04Z'))).toBe('payloads-2026-10-31-1751.csv');
    expect(csvFileName('a/b c', new Date('2026-10-31T17:51:04Z'))).toBe('a-b-c-2026-10-31-1751.csv');
  });
});
