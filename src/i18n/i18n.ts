import { i18n, type Messages } from '@lingui/core';
import { compileSourceMessage } from './compile-source-message';
import { readChoiceCookie, writeCookie } from '@/lib/cookies';
import { detectLocale, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, SOURCE_LOCALE, type Locale } from './locales';

/** The source locale's texts are in the code (the macro keeps them), so only translations are fetched. */
const catalogs: Record<Exclude<Locale, typeof SOURCE_LOCALE>, () => Promise<{ messages: Messages }>> = {
  'pt-BR': () => import('./locales/pt-BR/messages.po'),
};

i18n.setMessagesCompiler(compileSourceMessage);
const loaded = new Set<Locale>();

/** Loads a catalog on first use and makes it the active locale; also where there is no document (the pre-render). */
export async function loadLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const messages = locale === SOURCE_LOCALE ? {} : (await catalogs[locale as Exclude<Locale, typeof SOURCE_LOCALE>]()).messages;
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
}

/** Makes the locale active and sets `<html lang>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  // Setting it, even to the value it has, restyles the whole page (`:lang()`): the pre-rendered
  // page already carries it, and a phone would spend a long task on it as the app starts.
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
}

/** Switches locale and remembers it in the locale cookie (365 days, SameSite=Lax, path /). */
export async function switchLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  writeLocaleCookie(locale);
}

function writeLocaleCookie(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, { sameSite: 'Lax', maxAgeSeconds: LOCALE_COOKIE_MAX_AGE, path: '/' });
}

/** The saved locale, else the browser's; a malformed or unknown saved value is replaced by the browser's. */
export function initialLocale(): Locale {
  return readChoiceCookie(
    LOCALE_COOKIE,
    isLocale,
    () => detectLocale(undefined, navigator.languages ?? [navigator.language]),
    writeLocaleCookie,
  );
}

export { i18n };
