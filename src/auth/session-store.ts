import { readCookie, removeCookie, writeCookie } from '@/lib/cookies';
import { SESSION_COOKIE as COOKIE } from '@/lib/session-cookie';

/** Why a session ended: the user signed out, the API refused to renew it, or nobody used any tab for too long. */
export type EndReason = 'signed-out' | 'expired' | 'idle';

/** What the portal keeps about the signed-in user (spec section 3, "Auth session"). */
export interface Session {
  client: string;
  idToken?: string | undefined;
  refreshToken?: string | undefined;
  /** Epoch milliseconds after which the id token must be refreshed. */
  expiresAt?: number | undefined;
  user?: string | undefined;
  supportReference?: string | undefined;
  /** Names one sign-in: a refresh or support mode keeps it, the next sign-in gets a new one. */
  signIn?: string | undefined;
  /** Set once the session has ended, so every tab ends it the same way. */
  ended?: EndReason | undefined;
}

const EMPTY: Session = { client: '' };
type Listener = () => void;
/** Told when another tab changed the session (the cookie is shared by every tab of the browser). */
type ElsewhereListener = (previous: Session, next: Session) => void;

const rawCookie = (): string | undefined => (typeof document === 'undefined' ? undefined : readCookie(COOKIE));

function parse(raw: string | undefined): Session {
  if (!raw) return EMPTY;
  try {
    return { ...EMPTY, ...(JSON.parse(raw) as Session) };
  } catch {
    return EMPTY;
  }
}

let stored = rawCookie();
let current: Session = parse(stored);
const listeners = new Set<Listener>();
const elsewhereListeners = new Set<ElsewhereListener>();
// In the browser only: the pre-render runs this module in Node, where an open channel keeps the build from exiting.
const channel =
  typeof window === 'undefined' || typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('portal.session');

export const isSignedIn = (session: Session): boolean => Boolean(session.idToken);

export function getSession(): Session {
  return current;
}

function tell(): void {
  for (const listener of listeners) listener();
}

function write(next: Session): void {
  current = next;
  if (next.client || next.idToken) writeCookie(COOKIE, JSON.stringify(next), { sameSite: 'Strict' });
  else removeCookie(COOKIE);
  stored = rawCookie();
  channel?.postMessage('changed');
  tell();
}

/**
 * Takes what another tab wrote into the shared cookie: a sign-out, a new sign-in, renewed tokens,
 * support mode. Returns true when the session changed.
 */
export function syncSession(): boolean {
  const raw = rawCookie();
  if (raw === stored) return false;
  const previous = current;
  stored = raw;
  current = parse(raw);
  for (const listener of elsewhereListeners) listener(previous, current);
  tell();
  return true;
}

/** A new sign-in, or the end of one: written whatever the cookie holds, and told to every tab. */
export function setSession(next: Session): void {
  write(next);
}

/**
 * A change to the sign-in `signIn` names (renewed tokens, support mode): written only while the
 * shared cookie still holds that sign-in. When another tab has signed out or someone else has
 * signed in meanwhile, nothing is written (a tab left open never brings a session back) and the
 * tab takes the cookie's session instead: false.
 */
export function updateSession(signIn: string | undefined, change: (session: Session) => Session): boolean {
  syncSession();
  if (!isSignedIn(current) || current.signIn !== signIn) return false;
  write(change(current));
  return true;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `listener` runs when another tab changed the session (before the subscribers re-render). */
export function onSessionChangedElsewhere(listener: ElsewhereListener): () => void {
  elsewhereListeners.add(listener);
  return () => elsewhereListeners.delete(listener);
}

if (typeof window !== 'undefined') {
  channel?.addEventListener('message', () => syncSession());
  // A tab that missed the message (frozen in the background, restored from the back-forward cache) looks again.
  const look = () => void syncSession();
  window.addEventListener('focus', look);
  window.addEventListener('pageshow', look);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && look());
}
