import { t } from '@lingui/core/macro';
import { exchangeToken } from '@generated/admin/hooks/auth/auth';
import { exchangeStaffToken } from '@generated/internal/hooks/auth/auth';
import type { TokenExchange } from '@generated/admin/model';
import { ApiError } from '@/api/api-error';
import { dedupeFor } from '@/lib/dedupe';
import { notifyError } from '@/lib/notify';
import { userOf } from './jwt';
import { exchangeRefreshToken } from './refresh-retry';
import { ADMIN_CLIENT, beginSession, logoutReturningTo, sessionEndedInTab } from './session';
import { getSession, isSignedIn, syncSession, updateSession, type Session } from './session-store';

/** Spec section 9: the stored expiry is the token lifetime minus 5 seconds. */
export const EXPIRY_MARGIN_MS = 5_000;
/** Spec section 9: refresh calls are de-duplicated for 1000 ms. */
export const DEDUPE_WINDOW_MS = 1_000;
/** Tabs renew one at a time, so two never spend the same refresh token. */
const RENEWAL_LOCK = 'portal.session.renewal';

/** `session` with a token exchange's answer in it. */
export function withTokens(session: Session, tokens: TokenExchange, now = Date.now()): Session {
  return {
    ...session,
    idToken: tokens.id_token,
    refreshToken: tokens.refresh_token ?? session.refreshToken,
    expiresAt: now + tokens.expires_in * 1000 - EXPIRY_MARGIN_MS,
    user: userOf(tokens.id_token) ?? session.user,
  };
}

/** Someone else signed in while this tab renewed: its calls must not go out as them. */
const signedInAsSomeoneElse = () => new ApiError(401, undefined, t`Authentication expired`);

async function renew(stale: string | undefined): Promise<string | undefined> {
  syncSession();
  const session = getSession();
  if (!isSignedIn(session)) return undefined;
  // Another tab renewed it meanwhile.
  if (session.idToken !== stale) return session.idToken;
  // Spec section 8: a missing refresh token logs out (keeping the page to return to).
  if (!session.refreshToken) {
    sessionExpired();
    return undefined;
  }
  // Spec section 7: the client is set to admin in support mode.
  const client = session.supportReference ? ADMIN_CLIENT : session.client;
  // Throws, keeping the session, when the API stays unreachable; undefined when it refuses the token.
  const tokens = await exchangeRefreshToken(client, session.refreshToken);
  if (!tokens) {
    if (getSession().signIn === session.signIn && isSignedIn(getSession())) sessionExpired();
    return undefined;
  }
  if (updateSession(session.signIn, (current) => withTokens(current, tokens))) return getSession().idToken;
  if (isSignedIn(getSession())) throw signedInAsSomeoneElse();
  return undefined;
}

async function renewInTurn(): Promise<string | undefined> {
  const run = () => renew(getSession().idToken);
  if (typeof navigator === 'undefined' || !navigator.locks) return run();
  let token: string | undefined;
  await navigator.locks.request(RENEWAL_LOCK, async () => {
    token = await run();
  });
  return token;
}

const refresh = dedupeFor(DEDUPE_WINDOW_MS, renewInTurn);

/**
 * The id token to send, renewed first when it has expired; undefined when signed out. Rejects,
 * keeping the session, while the API cannot be reached to renew it.
 */
export async function ensureIdToken(now = Date.now()): Promise<string | undefined> {
  syncSession();
  const session = getSession();
  if (!session.idToken) return undefined;
  if (session.expiresAt !== undefined && now >= session.expiresAt) return refresh();
  return session.idToken;
}

/**
 * After the API refused `rejected`: one refresh per expiry. Concurrent callers share it, and a
 * call refused with a token that has since been renewed is sent again with the new one.
 */
export function refreshAfterRejection(rejected: string): Promise<string | undefined> {
  syncSession();
  const current = getSession().idToken;
  if (!current) return Promise.resolve(undefined);
  return current === rejected ? refresh() : Promise.resolve(current);
}

/** Spec section 8: 'Authentication expired', then /sign-in, keeping the page to return to. */
function sessionExpired(): void {
  logoutReturningTo();
  notifyError(t`Authentication expired`);
}

/** An operation that needs a token has none: the session has ended, unless this tab has ended it already (here, or following another tab). */
export function onAuthenticationExpired(): void {
  if (!sessionEndedInTab()) sessionExpired();
}

/**
 * The API refused `renewed`, a token just refreshed: the session is over. Only the first call
 * to find out ends it; the others see the session already gone.
 */
export function onRenewedTokenRefused(renewed: string): void {
  if (getSession().idToken === renewed) sessionExpired();
}

/**
 * The first exchange on return to /sign-in, for the sign-in this tab started to `client`: provider
 * staff through the staff endpoint, a client organisation through its own. Throws when the code
 * is refused, changing nothing.
 */
export async function exchangeCode(code: string, redirectUri: string, client: string): Promise<Session> {
  const params = { code, redirect_uri: redirectUri };
  const tokens = client === ADMIN_CLIENT ? await exchangeStaffToken(params) : await exchangeToken(client, params);
  beginSession(withTokens({ client, signIn: crypto.randomUUID() }, tokens));
  return getSession();
}
