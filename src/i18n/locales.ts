export const LOCALES = ['en-GB', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE = 'en-GB' satisfies Locale;
export const LOCALE_COOKIE = 'locale';
/** Spec section 9: the locale cookie lives 365 days, same-site lax, path /. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The saved locale, else the first browser language that matches one of ours by language. */
export function detectLocale(saved: string | undefined, languages: readonly string[]): Locale {
  if (isLocale(saved)) return saved;
  for (const language of languages) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === language.toLowerCase());
    if (exact) return exact;
    const sameLanguage = LOCALES.find((locale) => locale.split('-')[0] === language.split('-')[0]?.toLowerCase());
    if (sameLanguage) return sameLanguage;
  }
  return SOURCE_LOCALE;
}
