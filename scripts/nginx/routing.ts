// What an address is answered with, as nginx configuration: the same rules the build's pre-render
// writes its files for (src/prerender/), so the server and the build share one source.
import { LOCALE_COOKIE, LOCALES, SOURCE_LOCALE, type Locale } from '../../src/i18n/locales.ts';
import { SESSION_COOKIE } from '../../src/lib/session-cookie.ts';
import { SIGNED_IN_AREAS, type SignedInArea } from '../../src/lib/signed-in-areas.ts';
import { loadingFrameFile, screenFrameFile } from '../../src/prerender/loading-frames.ts';
import { PUBLIC_PAGES, prerenderedFile } from '../../src/prerender/public-pages.ts';

/** An nginx variable standing for the visitor's locale in the build's file names. */
const LOCALE = '$portal_locale';
const inLocale = LOCALE as Locale;
const AREAS = Object.keys(SIGNED_IN_AREAS) as SignedInArea[];
const areaBase = (area: SignedInArea) => SIGNED_IN_AREAS[area];
const asUri = (file: string) => `/${file}`;

const primaryLanguage = (locale: string) => locale.split('-')[0]!.toLowerCase();

/**
 * The visitor's locale as src/i18n/locales.ts `detectLocale` decides it in the browser: the locale
 * cookie when it names one of ours, else the first language of Accept-Language whose primary subtag
 * is one of ours (`pt-PT` gives pt-BR), else the source locale.
 */
function localeMaps(): string {
  const languages = LOCALES.map(primaryLanguage);
  if (new Set(languages).size !== languages.length) throw new Error('nginx routing: two locales share a language');
  const saved = LOCALES.join('|');
  return `# The visitor's locale (src/i18n/locales.ts detectLocale): the locale cookie, else the first browser language we have.
map $cookie_${LOCALE_COOKIE} $portal_saved_locale {
    "~^(?<saved>${saved})$" $saved;
    default "";
}
map $http_accept_language $portal_browser_language {
    "~*^(?:[^,]*,)*?\\s*(?<language>${languages.join('|')})(?:-[^,;]*)?\\s*(?:;[^,]*)?(?:,|$)" $language;
    default "";
}
map "$portal_saved_locale:$portal_browser_language" ${LOCALE} {
    "~^(?<locale>${saved}):" $locale;
${LOCALES.map((locale) => `    "~*:${primaryLanguage(locale)}$" ${locale};`).join('\n')}
    default ${SOURCE_LOCALE};
}
`;
}

/** Session, query string, what the browser accepts, and the signed-in area an address lies in. */
function requestMaps(): string {
  const areas = AREAS.map((area) => `    "~^${areaBase(area)}(/|$)" ${area};`).join('\n');
  const framePath = (path: string) => asUri(screenFrameFile(inLocale, path));
  const areaFrame = asUri(loadingFrameFile(inLocale, '$portal_area' as SignedInArea));
  return `# A signed-in visitor carries the session cookie (src/lib/session-cookie.ts).
map $cookie_${SESSION_COOKIE} $portal_signed_in {
    "" 0;
    default 1;
}
# A public page with a query string (a sign-in code coming back) is the app's to answer.
map $args $portal_has_query {
    "" 0;
    default 1;
}
map "$portal_has_query$portal_signed_in" $portal_app_instead_of_signed_out_page {
    "00" 0;
    default 1;
}
map $http_accept $portal_wants_html {
    "~text/html" 1;
    default 0;
}
map $uri $portal_area {
${areas}
    default "";
}
# A signed-in visitor to a screen with its own heading gets that screen's frame, when the build has one;
# every other visitor to the area gets the area's frame. Whole lowercase segments only (mayNameScreenFrame).
map "$portal_signed_in:$uri" $portal_frame {
    "~^1:(?<screen>(/[a-z0-9-]+)+)$" ${framePath('$screen')};
    default ${areaFrame};
}
`;
}

/** The http-level maps the locations read. */
export const routingMaps = (): string => `${localeMaps()}\n${requestMaps()}`;

/** A public page: pre-rendered in the visitor's locale, unless the app must answer (a query string; a signed-out-only page and a session). */
function publicPageLocation(path: string, signedOutOnly: boolean, include: (file: string) => string): string {
  const appInstead = signedOutOnly ? '$portal_app_instead_of_signed_out_page' : '$portal_has_query';
  return `location = ${path} {
    ${include('html.conf')}
    if (${appInstead}) {
        rewrite ^ /index.html last;
    }
    rewrite ^ ${asUri(prerenderedFile(inLocale, path))} last;
}`;
}

/** Every location of the portal's files; `include` names a snippet of the same configuration. */
export function portalLocations(include: (file: string) => string): string {
  const areas = AREAS.map((area) => areaBase(area).slice(1)).join('|');
  return `# Generated from the pre-render's routing (scripts/nginx/routing.ts); do not edit.
location ~ /\\. {
    return 404;
}
${PUBLIC_PAGES.map(({ path, signedOutOnly }) => publicPageLocation(path, Boolean(signedOutOnly), include)).join('\n')}
# A signed-in area: its loading frame, which the app replaces (src/app/start-app.tsx). Only pages are framed.
location ~ ^/(${areas})(/|$) {
    ${include('html.conf')}
    if ($portal_wants_html = 0) {
        return 404;
    }
    try_files $portal_frame ${asUri(loadingFrameFile(inLocale, '$portal_area' as SignedInArea))};
}
location ^~ /prerendered/ {
    internal;
    ${include('html.conf')}
}
location = /index.html {
    ${include('html.conf')}
}
# Hashed by the build: a new build has new names.
location ^~ /assets/ {
    ${include('static.conf')}
    add_header Cache-Control "public, max-age=31536000, immutable";
    try_files $uri =404;
}
# Any other file: as it is, or a plain 404.
location ~ \\.[A-Za-z0-9]+$ {
    ${include('static.conf')}
    add_header Cache-Control "no-cache" always;
    try_files $uri =404;
}
# An address of no file and no route: the app's not-found page, with a 404 status.
location / {
    ${include('static.conf')}
    add_header Cache-Control "no-cache" always;
    try_files $uri @not_found;
}
location @not_found {
    ${include('html.conf')}
    error_page 404 /index.html;
    return 404;
}
`;
}
