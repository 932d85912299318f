import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';
import { isFormulaSign, NUMBER_TEXT_MARK, TEXT_MARK, withoutFormulas } from './csv-formula';

const SIGNS = ['=', '+', '-', '@', '＝', '＋', '－', '＠', '﹦', '﹢', '﹣', '﹫', '⁼', '⁺', '⁻', '₌', '₊', '₋', '−'];
const BREAKS = [',', ';', '\t', '\r', '\n', '\r\n', '"', '\u2028'];
const DROPPED = ['', ' ', '  ', '\t', '\u00a0', '\u3000', '\u0000', '\u200b', '\ufeff', '"', '" '];
const TAILS = ['1+1', 'SUM(A1:A9)', "cmd|' /C calc'!A0", 'HYPERLINK("http://evil.example","x")', '44 20 7946 0000', ''];

/** Every separator or break a reader could split on, alone, as a spreadsheet in some locale does. */
const READERS: { name: string; split: RegExp }[] = [
  ...[',', ';', '\t'].map((separator) => ({
    name: `splits on ${JSON.stringify(separator)} and line ends`,
    split: new RegExp(`[${separator}\r\n]`),
  })),
  { name: 'splits on every separator, line end and quote', split: /[,;\t\r\n"\u2028\u2029\u0085\v\f]/ },
];
/** What a reader may drop before a cell's text (it does not drop invisible format characters). */
const READER_DROPS = /^[\s\p{Cc}"]+/u;
const ALSO_INVISIBLE = /^[\s\p{Cc}\p{Cf}"]+/u;

/** The cells a reader sees in `line`, as their text after what it drops. */
const cellsSeen = (line: string, split: RegExp, drops: RegExp): string[] => line.split(split).map((cell) => cell.replace(drops, ''));

const hostile = SIGNS.flatMap((sign) =>
  TAILS.flatMap((tail) => BREAKS.flatMap((cellBreak) => DROPPED.map((dropped) => `x${cellBreak}${dropped}${sign}${tail}`))),
);
const atStart = SIGNS.flatMap((sign) => TAILS.flatMap((tail) => DROPPED.map((dropped) => `${dropped}${sign}${tail}`)));

describe('isFormulaSign', () => {
  it.each(SIGNS)('takes %j for a formula sign', (sign) => expect(isFormulaSign(sign)).toBe(true));

  it.each(['a', '1', "'", '(', '–', '_', '#'])('takes %j for text', (char) => expect(isFormulaSign(char)).toBe(false));
});

describe('withoutFormulas', () => {
  it('leaves text that cannot start a formula as it is', () => {
    for (const text of ['Call', 'a-b', 'x = y', 'user@acme.example', 'O\'Brien said "sell"', '–', 'Zoë ☕️', '2026-11-01T09:00:00Z'])
      expect(withoutFormulas(text)).toBe(text);
  });

  it('marks a formula at the start and at every place a reader could start a cell', () => {
    expect(withoutFormulas('=1+1')).toBe(`${TEXT_MARK}=1+1`);
    expect(withoutFormulas('x;=1+1;')).toBe(`x;${TEXT_MARK}=1+1;`);
    expect(withoutFormulas('a\t@SUM(1)\r\n=2')).toBe(`a\t${TEXT_MARK}@SUM(1)\r\n${TEXT_MARK}=2`);
    expect(withoutFormulas('say " =cmd')).toBe(`say " ${TEXT_MARK}=cmd`);
    expect(withoutFormulas('＝1+1')).toBe(`${TEXT_MARK}＝1+1`);
  });

  it('keeps phone numbers and other text without letters readable, with an invisible mark rather than an apostrophe', () => {
    expect(withoutFormulas('+442079460000')).toBe(`${NUMBER_TEXT_MARK}+442079460000`);
    expect(withoutFormulas('Oliver (+447700900555); +44 20 7946 0000')).toBe(`Oliver (+447700900555); ${NUMBER_TEXT_MARK}+44 20 7946 0000`);
    expect(withoutFormulas('-')).toBe(`${NUMBER_TEXT_MARK}-`);
    expect(withoutFormulas('-2+3+cmd')).toBe(`${TEXT_MARK}-2+3+cmd`);
  });
});

describe.each(READERS)('a CSV cell read by a spreadsheet that $name', ({ split }) => {
  it('never starts with a formula sign, wherever the value puts one', () => {
    for (const value of [...hostile, ...atStart])
      for (const cell of cellsSeen(`a,${csvCell(value)},b`, split, READER_DROPS))
        expect(isFormulaSign(Array.from(cell)[0] ?? ''), `${JSON.stringify(value)} gives the cell ${JSON.stringify(cell)}`).toBe(false);
  });

  // A reader that dropped the invisible mark too would find sums of numbers at most, up to the value's end.
  it('holds no letters after a formula sign even when invisible characters are dropped too', () => {
    for (const value of [...hostile, ...atStart])
      for (const cell of cellsSeen(csvCell(value), split, ALSO_INVISIBLE))
        if (isFormulaSign(Array.from(cell)[0] ?? ''))
          expect(cell, `${JSON.stringify(value)} gives the cell ${JSON.stringify(cell)}`).not.toMatch(/\p{L}/u);
  });
});
