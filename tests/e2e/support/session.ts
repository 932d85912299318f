import type { BrowserContext } from '@playwright/test';
import { mintTokens } from '../../../mocks/sandbox/auth/tokens';
import { ORIGIN } from './fixtures';

/** valid_from of the mock's terms (getAccountMetadata): accepting it passes the terms guard. */
export const MOCK_TERMS_VERSION = '2026-10-02T09:00:00Z';

const STAFF = { client: 'admin', user: 'ops.lead@provider.example', name: 'Olivia Ops-Lead' };

/**
 * Starts a browser context signed in without the identity provider round trip: the session
 * cookie the portal writes after a token exchange (with tokens the sandbox accepts), and the
 * terms acceptance cookie. Staff in support mode sign in as `admin` and name the client acted on.
 * `expiresAt` in the past makes the first call renew the tokens.
 */
export async function signInAs(
  context: BrowserContext,
  client = 'acme',
  options: { acceptTerms?: boolean; supportReference?: string; expiresAt?: number } = {},
): Promise<void> {
  const identity =
    client === 'admin' || options.supportReference ? STAFF : { client, user: `it.admin@${client}.example`, name: 'IT Admin' };
  const tokens = mintTokens(identity);
  const session = {
    client,
    idToken: tokens.id_token,
    refreshToken: tokens.refresh_token,
    expiresAt: options.expiresAt ?? Date.now() + (tokens.expires_in - 5) * 1000,
    user: identity.user,
    supportReference: options.supportReference,
  };
  const cookies = [{ name: 'portal_session', value: encodeURIComponent(JSON.stringify(session)), url: ORIGIN }];
  if (options.acceptTerms !== false) cookies.push({ name: 'terms_accepted', value: encodeURIComponent(MOCK_TERMS_VERSION), url: ORIGIN });
  await context.addCookies(cookies);
}

/** The session the portal keeps in the browser context's shared cookie (what every tab reads). */
export async function storedSession(context: BrowserContext): Promise<Record<string, unknown> | undefined> {
  const cookie = (await context.cookies(ORIGIN)).find((entry) => entry.name === 'portal_session');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : undefined;
}
