import { readCookie, removeCookie, writeCookie } from '@/lib/cookies';
import { SESSION_COOKIE as COOKIE } from '@/lib/session-cookie';

/** What the portal keeps about the signed-in user (spec section 3, "Auth session"). */
export interface Session {
  client: string;
  idToken?: string | undefined;
  refreshToken?: string | undefined;
  /** Epoch milliseconds after which the id token must be refreshed. */
  expiresAt?: number | undefined;
  user?: string | undefined;
  supportReference?: string | undefined;
}

const EMPTY: Session = { client: '' };
type Listener = () => void;

let current: Session = load();
const listeners = new Set<Listener>();

function load(): Session {
  const raw = typeof document === 'undefined' ? undefined : readCookie(COOKIE);
  if (!raw) return EMPTY;
  try {
    return { ...EMPTY, ...(JSON.parse(raw) as Session) };
  } catch {
    return EMPTY;
  }
}

export function getSession(): Session {
  return current;
}

/** Replaces the session, persists it in a strict same-site cookie and tells subscribers. */
export function setSession(next: Session): void {
  current = next;
  if (next.client || next.idToken) writeCookie(COOKIE, JSON.stringify(next), { sameSite: 'Strict' });
  else removeCookie(COOKIE);
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
