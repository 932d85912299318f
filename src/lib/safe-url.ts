/** In the address as given: control characters, whitespace and backslashes. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const UNSAFE_RAW = /[\u0000-\u0020\u007f-\u009f\\\u2028\u2029]/;
/** In the path once decoded: control characters and backslashes (a space is a reference's own). */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const UNSAFE_DECODED = /[\u0000-\u001f\u007f-\u009f\\\u2028\u2029]/;
/** How often the path is decoded to look for a trick hidden under %-encoding (%255C is %5C, a backslash). */
const DECODE_ROUNDS = 3;

/** The path and its decoded forms, or undefined when one is not valid %-encoding. */
function decodedForms(path: string): string[] | undefined {
  const forms = [path];
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    const current = forms[forms.length - 1]!;
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) break;
    forms.push(next);
  }
  return forms;
}

const leavesThisOrigin = (path: string): boolean => !path.startsWith('/') || path.startsWith('//') || UNSAFE_DECODED.test(path);

/**
 * `value` as a path of this origin to go back to, or undefined when it is anything else: another
 * origin (`//evil.example`, `/\evil.example`, `https://…`), a backslash, a control character or
 * whitespace, or such a trick in the path under %-encoding (`/%5Cevil.example`, `/%2F%2Fevil.example`).
 */
export function safeReturnPath(value: string | null | undefined, origin = window.location.origin): string | undefined {
  if (!value || value.length > 2000 || UNSAFE_RAW.test(value)) return undefined;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  const forms = decodedForms(path);
  if (!forms || forms.some(leavesThisOrigin)) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `link` (an address the API handed over: a pre-signed download, the identity provider's sign-in)
 * when it may be opened: https, or http on this machine (the mock and local development). Anything
 * else (javascript:, data:, plain http elsewhere, not an address at all) gives undefined.
 */
export function safeExternalUrl(link: string | null | undefined): string | undefined {
  if (!link) return undefined;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol === 'https:') return url.toString();
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return url.toString();
  return undefined;
}

/** A link from the API that the portal refused to open (not https, not this machine). */
export class UnsafeLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeLinkError';
  }
}
