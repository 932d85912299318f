import type { BrowserContext } from '@playwright/test';
import { ports } from '../../../mocks/ports.mjs';

/** valid_from of the mock's terms (getAccountMetadata example): accepting it passes the terms guard. */
export const MOCK_TERMS_VERSION = '2026-10-02T09:00:00Z';

/**
 * Starts a browser context signed in without the identity provider round trip: the session
 * cookie the portal writes after a token exchange, and the terms acceptance cookie.
 */
export async function signInAs(context: BrowserContext, client = 'acme', options: { acceptTerms?: boolean; supportReference?: string } = {}): Promise<void> {
  const url = `http://localhost:${ports.preview}`;
  const session = { client, idToken: 'e2e-id-token', refreshToken: 'e2e-refresh-token', expiresAt: Date.now() + 3_600_000, user: client === 'admin' ? 'ops.lead@provider.example' : 'it.admin@acme.example', supportReference: options.supportReference };
  const cookies = [{ name: 'portal_session', value: encodeURIComponent(JSON.stringify(session)), url }];
  if (options.acceptTerms !== false) cookies.push({ name: 'terms_accepted', value: encodeURIComponent(MOCK_TERMS_VERSION), url });
  await context.addCookies(cookies);
}
