import { paths } from '@/lib/paths';
import { safeReturnPath } from '@/lib/safe-url';

/** The sign-in page's query parameter naming the page to return to. */
export const RETURN_PARAM = 'returnTo';
/** Session storage: the page to return to, and whose page it was when a session ended there. */
export const RETURN_KEY = 'portal.return-to';

interface Remembered {
  path: string;
  /** The user whose session ended on that page; unset for an address a signed-out visitor opened. */
  user?: string | undefined;
}

function read(): Remembered | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(RETURN_KEY) ?? 'null') as Remembered | null;
    return value && typeof value.path === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Remembers the page to return to after signing in (session storage: this tab only), when it is a
 * path of this origin other than /sign-in. `user` binds it to the user whose session ended there:
 * someone else signing in next does not get it.
 */
export function rememberReturnPath(path: string, user?: string): void {
  const safe = safeReturnPath(path);
  if (!safe || safe.startsWith(paths.signIn)) return;
  // The sign-in page names the same page again: the user it belongs to stays.
  if (!user && read()?.path === safe) return;
  sessionStorage.setItem(RETURN_KEY, JSON.stringify({ path: safe, user } satisfies Remembered));
}

/** The page to return to for `user`, once: a path left by another user's session is dropped. */
export function takeReturnPath(user: string | undefined): string | undefined {
  const remembered = read();
  sessionStorage.removeItem(RETURN_KEY);
  if (!remembered || (remembered.user && remembered.user !== user)) return undefined;
  return safeReturnPath(remembered.path);
}

/** `/sign-in?returnTo=…` for `path`. */
export const signInReturningTo = (path: string): string => `${paths.signIn}?${RETURN_PARAM}=${encodeURIComponent(path)}`;
