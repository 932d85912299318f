export interface CookieOptions {
  maxAgeSeconds?: number;
  sameSite: 'Strict' | 'Lax';
  path?: string;
}

/** Reads one cookie's decoded value, or undefined. */
export function readCookie(name: string, source: string = document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
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
