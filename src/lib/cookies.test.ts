import { afterEach, describe, expect, it } from 'vitest';
import { initialLocale } from '@/i18n/i18n';
import { getColorModePreference } from './color-mode';
import { readCookie } from './cookies';

const clear = (name: string) => (document.cookie = `${name}=; Path=/; Max-Age=0`);

describe('cookies written by hand or by another app', () => {
  afterEach(() => ['locale', 'color_mode'].forEach(clear));

  it('reads a malformed %-escape as missing instead of throwing URIError', () => {
    expect(readCookie('locale', 'locale=%E0%A4%A; color_mode=dark')).toBeUndefined();
    expect(readCookie('color_mode', 'locale=%E0%A4%A; color_mode=dark')).toBe('dark');
    expect(readCookie('locale', 'locale=pt-BR')).toBe('pt-BR');
  });

  it('uses the browser language for a malformed or unknown locale and writes it over the bad cookie', () => {
    document.cookie = 'locale=%E0%A4%A; Path=/';
    const expected = navigator.language.toLowerCase().startsWith('pt') ? 'pt-BR' : 'en-GB';
    expect(initialLocale()).toBe(expected);
    expect(readCookie('locale')).toBe(expected);
    document.cookie = 'locale=klingon; Path=/';
    expect(initialLocale()).toBe(expected);
    expect(readCookie('locale')).toBe(expected);
  });

  it('keeps a valid locale cookie', () => {
    document.cookie = 'locale=pt-BR; Path=/';
    expect(initialLocale()).toBe('pt-BR');
  });

  it('follows the system for a malformed or unknown colour mode and replaces the cookie', () => {
    document.cookie = 'color_mode=%E0%A4%A; Path=/';
    expect(getColorModePreference()).toBe('system');
    expect(readCookie('color_mode')).toBe('system');
    document.cookie = 'color_mode=purple; Path=/';
    expect(getColorModePreference()).toBe('system');
    expect(readCookie('color_mode')).toBe('system');
    document.cookie = 'color_mode=dark; Path=/';
    expect(getColorModePreference()).toBe('dark');
  });
});
