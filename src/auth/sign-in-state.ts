/** Session storage: the sign-ins this tab started and has not finished (their `state` and client). */
export const PENDING_SIGN_INS_KEY = 'portal.sign-ins';
/** A sign-in at the identity provider takes minutes at most (a password, a second factor). */
export const SIGN_IN_LIFETIME_MS = 30 * 60_000;
/** A few at once: a second click, the back button, the other button. */
const MAX_PENDING = 5;

export interface PendingSignIn {
  state: string;
  client: string;
  startedAt: number;
}

function readPending(): PendingSignIn[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(PENDING_SIGN_INS_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (entry): entry is PendingSignIn =>
            typeof entry?.state === 'string' && typeof entry.client === 'string' && typeof entry.startedAt === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

function writePending(pending: PendingSignIn[]): void {
  if (pending.length) sessionStorage.setItem(PENDING_SIGN_INS_KEY, JSON.stringify(pending));
  else sessionStorage.removeItem(PENDING_SIGN_INS_KEY);
}

/** 128 random bits, base64url: the `state` of one sign-in. */
function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Starts a sign-in to `client` in this tab: the `state` the identity provider must hand back. */
export function startSignIn(client: string, now = Date.now()): string {
  const state = randomState();
  const live = readPending().filter((entry) => now - entry.startedAt < SIGN_IN_LIFETIME_MS);
  writePending([...live, { state, client, startedAt: now }].slice(-MAX_PENDING));
  return state;
}

/** States this page has taken already: a render that asks again (React's strict mode) gets the same answer. */
const finished = new Map<string, PendingSignIn | undefined>();

/**
 * The sign-in this tab started with `state`, taken once; undefined for a state it never made (a
 * code someone else obtained, a link from elsewhere), one already used, or one too old.
 */
export function finishSignIn(state: string | null, now = Date.now()): PendingSignIn | undefined {
  if (!state) return undefined;
  if (finished.has(state)) return finished.get(state);
  const pending = readPending();
  const found = pending.find((entry) => entry.state === state);
  if (found) writePending(pending.filter((entry) => entry !== found));
  const live = found && now - found.startedAt < SIGN_IN_LIFETIME_MS ? found : undefined;
  finished.set(state, live);
  return live;
}

/** The identity provider's URL with this sign-in's `state` and this origin's redirect. */
export function signInUrlWith(url: string, state: string, redirectUri: string): string {
  const target = new URL(url);
  target.searchParams.set('redirect_uri', redirectUri);
  target.searchParams.set('state', state);
  return target.toString();
}
