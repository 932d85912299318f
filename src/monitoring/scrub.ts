import { endpointTables, fewestParameters } from '@/api/endpoint-lookup';
import { paths } from '@/lib/paths';

/** Where the API's paths start inside an address (after a proxy prefix such as /mock/admin on localhost). */
const API_PREFIX = /\/(?:api|internal)\/v1\//;
/** The portal's own static files: hashed names, nothing of a user. */
const STATIC_PATH = /^\/(?:assets|builds)\/[\w.-]+(?:\/[\w.-]+)*$|^\/[\w-]+\.(?:json|svg|ico|txt|webmanifest)$/;

const collectSegments = (value: unknown): string[] =>
  typeof value === 'string' ? value.split('/') : value && typeof value === 'object' ? Object.values(value).flatMap(collectSegments) : [];
/** Every word of the portal's own routes: any other path segment names a record. */
const PAGE_WORDS = new Set(collectSegments(paths).filter(Boolean));

/** An API path as its operation's template (`/api/v1/{client}/payloads/{payload_reference}`), or undefined. */
function apiTemplate(path: string): string | undefined {
  const start = path.search(API_PREFIX);
  if (start < 0) return undefined;
  const apiPath = path.slice(start);
  const matches = Object.values(endpointTables).flatMap((table) => table.filter((endpoint) => endpoint.pattern.test(apiPath)));
  return matches.length ? `${path.slice(0, start)}${fewestParameters(matches).path}` : `${path.slice(0, start)}/{api}`;
}

/** A page of the portal as its route (`/dashboard/services/calls/{reference}`): the words of its routes only. */
export function pageTemplate(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (!segment || PAGE_WORDS.has(segment) ? segment : '{reference}'))
    .join('/');
}

/**
 * An address as monitoring may keep it: never its query or fragment (tokens, codes, signatures,
 * search terms, phone numbers); an API call as its operation's template, a page of the portal as its
 * route, the portal's static files as they are, anything else (a pre-signed media link, the
 * identity provider) as its origin only.
 */
export function scrubUrl(address: string, here = window.location.origin): string {
  if (/^(?:data|blob|javascript):/i.test(address)) return `${address.slice(0, address.indexOf(':'))}:…`;
  let url: URL;
  try {
    url = new URL(address, here);
  } catch {
    return '[address]';
  }
  const api = apiTemplate(url.pathname);
  if (api) return `${url.origin}${api}`;
  if (url.origin !== new URL(here).origin) return `${url.origin}/…`;
  if (STATIC_PATH.test(url.pathname)) return `${url.origin}${url.pathname}`;
  return `${url.origin}${pageTemplate(url.pathname)}`;
}

const ADDRESS = /\b(?:https?|wss?):\/\/[^\s"'<>`()]+|\b(?:data|blob|javascript):[^\s"'<>`()]+/gi;
/** A stack frame's line and column after a script's address. */
const POSITION = /(?::\d+){1,2}$/;
/** A path of the portal or its API written into a message ('Page not found: /dashboard/devices/…'). */
const BARE_PATH = /(?<![\w/.:-])\/(?:api|internal|mock|dashboard|sign-in|media|terms)\b[^\s"'<>`]*/g;
const JWT = /\beyJ[\w-]*\.[\w-]*\.[\w-]*/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Long runs of letters and digits with a digit among them: tokens, signatures, references (ULIDs). */
const OPAQUE = /[\w+=-]{20,}/g;
/** Phone numbers and other long numbers: seven digits or more, with or without separators. */
const NUMBER = /\+?\d[\d ().-]{5,}\d/g;

/** Free text (an error's message or stack) with every address, token, e-mail address, long number and reference taken out. */
export function scrubText(text: string): string {
  return text
    .replace(ADDRESS, (address) => {
      const position = POSITION.exec(address)?.[0] ?? '';
      return `${scrubUrl(address.slice(0, address.length - position.length))}${position}`;
    })
    .replace(BARE_PATH, (path) => scrubUrl(path))
    .replace(JWT, '[token]')
    .replace(EMAIL, '[e-mail]')
    .replace(OPAQUE, (run) => (/\d/.test(run) ? '[redacted]' : run))
    .replace(NUMBER, (run) => (run.replace(/\D/g, '').length >= 7 ? '[number]' : run));
}

/** A monitoring event's details with every string in them scrubbed (src/monitoring/scrubbed-plugin.ts). */
export function scrubEvent<T>(value: T): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map(scrubEvent) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, key === 'url' || key === 'targetUrl' ? scrubAddress(entry) : scrubEvent(entry)]),
    ) as T;
  return value;
}

const scrubAddress = (value: unknown): unknown => (typeof value === 'string' ? scrubUrl(value) : scrubEvent(value));
