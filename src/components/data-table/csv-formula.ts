// A spreadsheet runs a cell that starts with = + - or @ as a formula (some also take their
// full-width and other look-alike forms). A reader splits a line on its locale's separator (comma,
// semicolon or tab), may ignore quotes and split on the line breaks and quotes inside them, and may
// drop spaces, controls and quotes before a cell's text. So every place in a value where a reader
// could start a cell is checked, not only the first character.

/** Characters a reader may split cells on, or that end a quoted part of one. */
const CELL_BREAK = /[,;\t\n\v\f\r"\u0085\u2028\u2029]/u;
/** Characters a reader may drop before a cell's text: spaces, controls, invisible formatting, quotes. */
const DROPPED = /[\s\p{Cc}\p{Cf}"]/u;
/** The signs that start a formula, as the compatibility normalisation (NFKC) writes their look-alikes. */
const FORMULA_SIGN = /^[=+\-@\u2212]/u;
const LETTER = /\p{L}/u;
/** Written before text that starts with a formula sign: spreadsheets show the cell as the text after it. */
export const TEXT_MARK = "'";
/**
 * Written before a sign that starts text without letters (a phone number, "+44 20 7946 0000", or
 * "-"): such text is a number or sums of numbers at worst, never a call or a reference, and the
 * left-to-right mark, which keeps the number in reading order beside right-to-left text, makes it
 * text that shows as it is, without a visible apostrophe.
 */
export const NUMBER_TEXT_MARK = '\u200E';

/** Whether `char` (or its compatibility form: ＝ ＋ － ＠ ﹦ ⁺ …) starts a formula. */
export const isFormulaSign = (char: string): boolean => FORMULA_SIGN.test(char.normalize('NFKC'));

/** The text from `start` up to the next place a reader could end the cell. */
function cellFrom(chars: readonly string[], start: number): string {
  let end = start;
  while (end < chars.length && !CELL_BREAK.test(chars[end] ?? '')) end += 1;
  return chars.slice(start, end).join('');
}

/** The mark that keeps the cell starting at `start` (a formula sign) from being read as a formula. */
function markFor(chars: readonly string[], start: number): string {
  const sign = chars[start];
  return (sign === '+' || sign === '-') && !LETTER.test(cellFrom(chars, start)) ? NUMBER_TEXT_MARK : TEXT_MARK;
}

/**
 * `text` with a mark before every formula sign that could start a cell for some reader: at the
 * start, or after a separator, line break or quote, past the spaces, controls and quotes a reader
 * may drop. Nothing else changes.
 */
export function withoutFormulas(text: string): string {
  const chars = Array.from(text);
  let result = '';
  let cellStart = true;
  chars.forEach((char, index) => {
    if (cellStart && !DROPPED.test(char)) {
      if (isFormulaSign(char)) result += markFor(chars, index);
      cellStart = false;
    }
    result += char;
    if (CELL_BREAK.test(char)) cellStart = true;
  });
  return result;
}
