import { describe, expect, it } from 'vitest';
import { prerenderedFile, requestLocale } from './public-pages';

describe('requestLocale', () => {
  it('takes the saved locale over the browser languages', () => {
    expect(requestLocale('sandbox_world=x; locale=pt-BR', 'en-GB,en;q=0.9')).toBe('pt-BR');
  });

  it('follows the browser languages, by language when the region differs', () => {
    expect(requestLocale(undefined, 'pt-PT,pt;q=0.9,en;q=0.8')).toBe('pt-BR');
    expect(requestLocale('', 'fr-FR,en-US;q=0.8')).toBe('en-GB');
  });

  it('ignores an unknown or malformed saved locale, as the browser does', () => {
    expect(requestLocale('locale=%E0%A4%A', 'pt-BR')).toBe('pt-BR');
    expect(requestLocale('locale=de-DE', undefined)).toBe('en-GB');
  });
});

it('puts each locale of a page in its own folder', () => {
  expect(prerenderedFile('en-GB', '/')).toBe('prerendered/en-GB/index.html');
  expect(prerenderedFile('pt-BR', '/sign-in')).toBe('prerendered/pt-BR/sign-in.html');
});
