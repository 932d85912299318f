import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAssetServer } from '../../mocks/asset-server.mjs';
import { injectExampleVariants } from '../../mocks/data/inject-examples.mjs';
import { exampleFor } from '../../mocks/mock-proxy';
import { ports } from '../../mocks/ports.mjs';
import { freePort, startPrism, type RunningPrism } from './support/prism';

/**
 * The pieces of the sign-in round trip on the mock: the sign-in URL points at the mock identity
 * provider (mocks/asset-server.mjs), which sends the browser back to the portal's /sign-in with a
 * 36-character code, which the admin document exchanges for tokens. Prism serves the admin
 * document with its example variants, as mocks/servers.mjs does, so staff (client `admin`) get a
 * staff profile and staff tokens while a client organisation gets its admin's.
 */
const root = new URL('../../', import.meta.url).pathname;
const PORTAL_SIGN_IN = 'http://localhost:4173/sign-in';
let prism: RunningPrism;
let assets: Server;
let assetsUrl: string;
let scratch: string;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'contract-sign-in-'));
  const file = join(scratch, 'admin.yaml');
  copyFileSync(`${root}generated/openapi/admin.yaml`, file);
  injectExampleVariants('admin', file);
  const port = await freePort();
  [prism, assets] = await Promise.all([startPrism(file), startAssetServer(port)]);
  assetsUrl = `http://localhost:${port}`;
});

afterAll(async () => {
  await prism?.stop();
  await new Promise((resolve) => (assets ? assets.close(resolve) : resolve(undefined)));
  rmSync(scratch, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${prism.url}${path}`, { headers });
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** Follows the sign-in URL on the test's asset server, as the browser would after the portal rewrote redirect_uri. */
async function authorize(client: string): Promise<URL> {
  const response = await get(`/api/v1/${client}/url`);
  expect(response.status).toBe(200);
  const signIn = new URL(((await response.json()) as { url: string }).url);
  expect(signIn.origin).toBe(`http://localhost:${ports.assets}`);
  expect(signIn.pathname).toBe('/oauth2/authorize');
  signIn.searchParams.set('redirect_uri', PORTAL_SIGN_IN);
  const bounce = await fetch(`${assetsUrl}${signIn.pathname}${signIn.search}`, { redirect: 'manual' });
  expect(bounce.status).toBe(302);
  const back = new URL(bounce.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(PORTAL_SIGN_IN);
  expect(back.searchParams.get('state')).toBe(signIn.searchParams.get('state'));
  return back;
}

describe('sign-in round trip on the mock', () => {
  it('GET url, the identity provider, then GET exchange with code and redirect_uri give tokens', async () => {
    const back = await authorize('acme');
    const code = back.searchParams.get('code') ?? '';
    expect(code).toHaveLength(36);
    const exchange = await get(`/api/v1/acme/exchange?code=${code}&redirect_uri=${encodeURIComponent(PORTAL_SIGN_IN)}`);
    expect(exchange.status).toBe(200);
    const tokens = (await exchange.json()) as { expires_in: number; id_token: string; refresh_token: string };
    expect(tokens.expires_in).toBeGreaterThan(5);
    expect(tokens.refresh_token.length).toBeGreaterThan(0);
    expect(claims(tokens.id_token)['custom:client']).toBe('acme');
  });

  it('each visit to the identity provider gives a new code', async () => {
    const [first, second] = await Promise.all([authorize('acme'), authorize('acme')]);
    expect(first.searchParams.get('code')).not.toBe(second.searchParams.get('code'));
  });

  it('refreshes with refresh_token alone', async () => {
    const response = await get('/api/v1/acme/exchange?refresh_token=rt.abc');
    expect(response.status).toBe(200);
  });

  it('refuses a code that is not 36 characters (422)', async () => {
    const response = await get(`/api/v1/acme/exchange?code=too-short&redirect_uri=${encodeURIComponent(PORTAL_SIGN_IN)}`);
    expect(response.status).toBe(422);
  });

  it('the identity provider needs a redirect_uri', async () => {
    expect((await fetch(`${assetsUrl}/oauth2/authorize`, { redirect: 'manual' })).status).toBe(400);
  });
});

describe('provider staff (client admin) against a client organisation', () => {
  const profileOf = async (client: string) => {
    const example = exampleFor('admin', 'GET', `/api/v1/${client}/profile`);
    const response = await get(`/api/v1/${client}/profile`, { authorization: 'Bearer x', ...(example ? { prefer: `example=${example}` } : {}) });
    expect(response.status).toBe(200);
    return { example, profile: (await response.json()) as { client: string; user_reference: string; payload_types: string[] } };
  };

  it('the mock proxy picks the staff profile for /api/v1/admin/profile only', async () => {
    const staff = await profileOf('admin');
    expect(staff.example).toBe('getProfile__admin');
    expect(staff.profile).toMatchObject({ client: 'admin', user_reference: 'ops.lead@provider.example' });
    expect(staff.profile.payload_types).toContain('AR');
    const client = await profileOf('acme');
    expect(client.example).toBeUndefined();
    expect(client.profile).toMatchObject({ client: 'acme', user_reference: 'it.admin@acme.example' });
  });

  it('staff exchanging on /api/v1/admin get staff tokens', async () => {
    const example = exampleFor('admin', 'GET', '/api/v1/admin/exchange');
    expect(example).toBe('exchangeToken__admin');
    const response = await get('/api/v1/admin/exchange?refresh_token=rt.abc', { prefer: `example=${example}` });
    expect(claims(((await response.json()) as { id_token: string }).id_token)).toMatchObject({ 'custom:client': 'admin', sub: 'ops.lead@provider.example' });
  });
});
