export interface CookieOptions {
  maxAgeSeconds?: number;
  sameSite: 'Strict' | 'Lax';
  path?: string;
}

function rawCookie(name: string, source: string): string | undefined {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** Reads one cookie's decoded value, or undefined when it is missing or not valid %-encoding (or there is no document: the pre-render). */
export function readCookie(name: string, source: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  const raw = rawCookie(name, source);
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Reads a cookie that must hold one of a few known values. A malformed or foreign value (another
 * app on the domain, a hand edit) is ignored: `fallback()` is used and written over the bad cookie.
 */
export function readChoiceCookie<T extends string>(
  name: string,
  isValid: (value: string | undefined) => value is T,
  fallback: () => T,
  write: (value: T) => void,
): T {
  const value = readCookie(name);
  if (isValid(value)) return value;
  const replacement = fallback();
  if (rawCookie(name, document.cookie) !== undefined) write(replacement);
  return replacement;
}

/** Writes a cookie; Secure is added whenever the page itself is served over https. */
export function writeCookie(name: string, value: string, options: CookieOptions): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, `SameSite=${options.sameSite}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function removeCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; Path=${path}; Max-Age=0`;
}
