import { i18n, type Messages } from '@lingui/core';
import { readCookie, writeCookie } from '@/lib/cookies';
import { detectLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from './locales';

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'en-GB': () => import('./locales/en-GB/messages.po'),
  'pt-BR': () => import('./locales/pt-BR/messages.po'),
};

const loaded = new Set<Locale>();

/** Loads a catalog on first use and makes it the active locale; sets `<html lang>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const { messages } = await catalogs[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** Switches locale and remembers it in the locale cookie (365 days, SameSite=Lax, path /). */
export async function switchLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  writeCookie(LOCALE_COOKIE, locale, { sameSite: 'Lax', maxAgeSeconds: LOCALE_COOKIE_MAX_AGE, path: '/' });
}

export function initialLocale(): Locale {
  return detectLocale(readCookie(LOCALE_COOKIE), navigator.languages ?? [navigator.language]);
}

export { i18n };
