import { describe, expect, it } from 'vitest';
import { cssString, pageCounterContent } from './css-string';

describe('cssString', () => {
  it('keeps plain text and escapes whatever could end the string or the rule', () => {
    expect(cssString('01M5N870AFCN5Y08N436AWKKQ7-20261031T181000Z')).toBe('"01M5N870AFCN5Y08N436AWKKQ7-20261031T181000Z"');
    expect(cssString('a"b\\c}d;e{f')).toBe('"a\\22 b\\5c c\\7d d\\3b e\\7b f"');
    expect(cssString('line\nbreak</style>')).toBe('"line\\a break\\3c /style\\3e "');
    expect(cssString('Página São')).toBe('"Página São"');
  });
});

describe('pageCounterContent', () => {
  it('puts the page counters where the translated sentence has them', () => {
    expect(pageCounterContent((page, pages) => `Page ${page} of ${pages}`)).toBe('"Page " counter(page) " of " counter(pages)');
    expect(pageCounterContent((page, pages) => `${page}/${pages}`)).toBe('counter(page) "/" counter(pages)');
  });
});
