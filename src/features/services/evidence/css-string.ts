/**
 * Text as a CSS string token for `content:`: every character but letters, digits, spaces and a few
 * safe marks is written as a CSS escape, so text from the API (a payload reference, a user name)
 * can neither end the string nor the rule it sits in.
 */
export function cssString(text: string): string {
  let escaped = '';
  for (const char of text) {
    escaped += /[\p{L}\p{N} .,:_@()/+-]/u.test(char) ? char : `\\${(char.codePointAt(0) ?? 0).toString(16)} `;
  }
  return `"${escaped}"`;
}

const PAGE = '\uE000';
const PAGES = '\uE001';

/**
 * A page counter line as CSS `content`: the translated sentence with the page number and count in
 * their places, e.g. `"Page " counter(page) " of " counter(pages)`.
 */
export function pageCounterContent(sentence: (page: string, pages: string) => string): string {
  const text = sentence(PAGE, PAGES);
  return text
    .split(new RegExp(`(${PAGE}|${PAGES})`))
    .filter(Boolean)
    .map((part) => (part === PAGE ? 'counter(page)' : part === PAGES ? 'counter(pages)' : cssString(part)))
    .join(' ');
}
