import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAssetServer } from '../../mocks/asset-server.mjs';
import { freePort } from './support/prism';

/** The mock identity provider: it sends the browser back to the portal's /sign-in with a 36-character code. */
let assets: Server;
let url: string;

beforeAll(async () => {
  const port = await freePort();
  assets = await startAssetServer(port);
  url = `http://localhost:${port}`;
});

afterAll(async () => {
  await new Promise((resolve) => assets.close(resolve));
});

const authorize = (redirect: string) =>
  fetch(`${url}/oauth2/authorize?response_type=code&redirect_uri=${encodeURIComponent(redirect)}&state=s1`, { redirect: 'manual' });

describe('the mock identity provider', () => {
  it('bounces back to redirect_uri with a new 36-character code and the state each time', async () => {
    const [first, second] = await Promise.all([authorize('http://localhost:4173/sign-in'), authorize('http://localhost:4173/sign-in')]);
    const codes = [first, second].map((response) => {
      expect(response.status).toBe(302);
      const back = new URL(response.headers.get('location') ?? '');
      expect(`${back.origin}${back.pathname}`).toBe('http://localhost:4173/sign-in');
      expect(back.searchParams.get('state')).toBe('s1');
      return back.searchParams.get('code') ?? '';
    });
    expect(codes[0]).toHaveLength(36);
    expect(codes[0]).not.toBe(codes[1]);
  });

  it('needs a redirect_uri', async () => {
    expect((await fetch(`${url}/oauth2/authorize`, { redirect: 'manual' })).status).toBe(400);
  });
});
