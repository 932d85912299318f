import { describe, expect, it } from 'vitest';
import { readCookie } from '@/lib/cookies';
import { switchLocale } from './i18n';
import { detectLocale, LOCALE_COOKIE_MAX_AGE } from './locales';

describe('locale', () => {
  it('prefers the saved cookie, then the browser languages, then en-GB', () => {
    expect(detectLocale('pt-BR', ['en-US'])).toBe('pt-BR');
    expect(detectLocale(undefined, ['pt-PT', 'en'])).toBe('pt-BR');
    expect(detectLocale(undefined, ['en-US'])).toBe('en-GB');
    expect(detectLocale('fr-FR', ['de-DE'])).toBe('en-GB');
  });

  it('switching loads the catalog, sets <html lang> and keeps the choice in a cookie for 365 days', async () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor?.get?.call(document),
      set: (value: string) => (written.push(value), descriptor?.set?.call(document, value)),
    });
    await switchLocale('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(readCookie('locale')).toBe('pt-BR');
    expect(written.at(-1)).toBe(`locale=pt-BR; Path=/; SameSite=Lax; Max-Age=${365 * 24 * 60 * 60}`);
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
    await switchLocale('en-GB');
    Reflect.deleteProperty(document, 'cookie');
  });
});
