// Relative imports: vite.config.ts loads this file too (the preview server picks the pre-rendered page).
import { detectLocale, LOCALE_COOKIE, type Locale } from '../i18n/locales.ts';
import { paths } from '../lib/paths.ts';

export interface PublicPage {
  path: string;
  /** What the page shows depends on the session: a signed-in visitor gets the app, not the pre-rendered page. */
  signedOutOnly?: boolean;
}

/** The pages rendered to static HTML at build time, in every locale (scripts/vite-prerender.ts). */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: paths.landing },
  { path: paths.cookies },
  { path: paths.privacy },
  { path: paths.terms, signedOutOnly: true },
  { path: paths.signIn },
];

/** Where a pre-rendered page lies in the build, e.g. prerendered/pt-BR/sign-in.html. */
export const prerenderedFile = (locale: Locale, path: string): string =>
  `prerendered/${locale}${path === paths.landing ? '/index' : path}.html`;

/** One cookie's decoded value from a Cookie request header; a malformed %-escape counts as missing. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  const raw = header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)
    ?.slice(1)
    .join('=');
  try {
    return raw === undefined ? undefined : decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The locale src/i18n/i18n.ts `initialLocale()` will pick in the browser: the locale cookie, else the languages the browser sends. */
export function requestLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const languages = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  return detectLocale(cookieValue(cookieHeader, LOCALE_COOKIE), languages);
}
