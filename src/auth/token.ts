import { t } from '@lingui/core/macro';
import { exchangeToken } from '@generated/admin/hooks/auth/auth';
import { exchangeStaffToken } from '@generated/internal/hooks/auth/auth';
import type { TokenExchange } from '@generated/admin/model';
import { dedupeFor } from '@/lib/dedupe';
import { notifyError } from '@/lib/notify';
import { userOf } from './jwt';
import { ADMIN_CLIENT, logoutReturningTo } from './session';
import { getSession, setSession } from './session-store';

/** Spec section 9: the stored expiry is the token lifetime minus 5 seconds. */
export const EXPIRY_MARGIN_MS = 5_000;
/** Spec section 9: refresh calls are de-duplicated for 1000 ms. */
export const DEDUPE_WINDOW_MS = 1_000;

/** Stores a token exchange's answer in the session. */
export function applyTokens(tokens: TokenExchange, now = Date.now()): void {
  const session = getSession();
  setSession({
    ...session,
    idToken: tokens.id_token,
    refreshToken: tokens.refresh_token ?? session.refreshToken,
    expiresAt: now + tokens.expires_in * 1000 - EXPIRY_MARGIN_MS,
    user: userOf(tokens.id_token) ?? session.user,
  });
}

async function refreshNow(): Promise<string | undefined> {
  const session = getSession();
  // Spec section 8: a failed refresh or a missing refresh token logs out (keeping the page to return to).
  if (!session.refreshToken) {
    logoutReturningTo();
    return undefined;
  }
  try {
    // Spec section 7: the client is set to admin in support mode.
    const client = session.supportReference ? ADMIN_CLIENT : session.client;
    applyTokens(await exchangeToken(client, { refresh_token: session.refreshToken }));
    return getSession().idToken;
  } catch {
    logoutReturningTo();
    return undefined;
  }
}

const refresh = dedupeFor(DEDUPE_WINDOW_MS, refreshNow);

/** The id token to send, refreshed first when it has expired; undefined when signed out. */
export async function ensureIdToken(now = Date.now()): Promise<string | undefined> {
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
  const current = getSession().idToken;
  if (!current) return Promise.resolve(undefined);
  return current === rejected ? refresh() : Promise.resolve(current);
}

/** Spec section 8: 'Authentication expired', then /sign-in, keeping the page to return to. */
export function onAuthenticationExpired(): void {
  notifyError(t`Authentication expired`);
  logoutReturningTo();
}

/**
 * The API refused `renewed`, a token just refreshed: the session is over. Only the first call
 * to find out ends it; the others see the session already gone.
 */
export function onRenewedTokenRefused(renewed: string): void {
  if (getSession().idToken === renewed) onAuthenticationExpired();
}

/**
 * The first exchange on return to /sign-in: provider staff through the staff endpoint, a client
 * organisation through its own. Throws when the code is refused.
 */
export async function exchangeCode(code: string, redirectUri: string): Promise<void> {
  const { client } = getSession();
  const params = { code, redirect_uri: redirectUri };
  applyTokens(client === ADMIN_CLIENT ? await exchangeStaffToken(params) : await exchangeToken(client, params));
}
