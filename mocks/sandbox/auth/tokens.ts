// The tokens of the mock identity provider: unsigned JWTs (`alg: none`) naming the client and the
// user, valid for an hour of real time, and refresh tokens that carry the same identity and an
// expiry of their own (a working day), after which the exchange refuses them.
import { randomBytes } from 'node:crypto';
import { unsignedJwt } from '../../data/auth.mjs';
import type { components } from '../../../generated/admin/schema';

export interface Identity {
  /** The client signed in to: an organisation, or `admin` for provider staff. */
  client: string;
  /** E-mail address of the portal user. */
  user: string;
  name: string;
}

/** Seconds an id token lives. */
export const TOKEN_LIFETIME = 3600;
/** Seconds a refresh token lives. */
const REFRESH_LIFETIME = 12 * 3600;

const fromBase64 = (text: string): unknown => JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));

/** A token exchange answer for `identity`, issued at `nowMs` (real time). */
export function mintTokens(identity: Identity, nowMs = Date.now()): components['schemas']['TokenExchange'] {
  const issuedAt = Math.floor(nowMs / 1000);
  const claims = {
    iss: 'http://localhost:4013',
    sub: identity.user,
    aud: 'portal',
    email: identity.user,
    name: identity.name,
    'custom:client': identity.client,
    iat: issuedAt,
    auth_time: issuedAt,
    exp: issuedAt + TOKEN_LIFETIME,
  };
  const refresh = Buffer.from(JSON.stringify({ ...identity, exp: issuedAt + REFRESH_LIFETIME }), 'utf8').toString('base64url');
  return {
    expires_in: TOKEN_LIFETIME,
    id_token: unsignedJwt(claims),
    refresh_token: `rt.${refresh}.${randomBytes(18).toString('base64url')}`,
  };
}

function identityOf(value: unknown): Identity | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const client = record['custom:client'] ?? record.client;
  const user = record.email ?? record.user;
  const name = record.name;
  if (typeof client !== 'string' || typeof user !== 'string') return undefined;
  return { client, user, name: typeof name === 'string' ? name : user };
}

/** Who an id token names, or undefined when it is malformed or expired (at `nowMs`, real time). */
export function readIdToken(token: string, nowMs = Date.now()): Identity | undefined {
  const [, payload] = token.split('.');
  if (!payload) return undefined;
  try {
    const claims = fromBase64(payload) as Record<string, unknown>;
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs) return undefined;
    return identityOf(claims);
  } catch {
    return undefined;
  }
}

/** Who a refresh token was issued to, or undefined when it is not one of ours or has expired (at `nowMs`, real time). */
export function readRefreshToken(token: string, nowMs = Date.now()): Identity | undefined {
  const [prefix, payload] = token.split('.');
  if (prefix !== 'rt' || !payload) return undefined;
  try {
    const claims = fromBase64(payload) as { exp?: unknown };
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return undefined;
    return identityOf(claims);
  } catch {
    return undefined;
  }
}
