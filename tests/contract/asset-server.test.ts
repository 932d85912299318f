import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAssetServer } from '../../mocks/asset-server.mjs';
import { ports } from '../../mocks/ports.mjs';
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
  const signIn = `http://localhost:${ports.preview}/sign-in`;

  it('bounces back to redirect_uri with a new 36-character code and the state each time', async () => {
    const [first, second] = await Promise.all([authorize(signIn), authorize(signIn)]);
    const codes = [first, second].map((response) => {
      expect(response.status).toBe(302);
      const back = new URL(response.headers.get('location') ?? '');
      expect(`${back.origin}${back.pathname}`).toBe(signIn);
      expect(back.searchParams.get('state')).toBe('s1');
      return back.searchParams.get('code') ?? '';
    });
    expect(codes[0]).toHaveLength(36);
    expect(codes[0]).not.toBe(codes[1]);
  });

  it('needs a redirect_uri', async () => {
    expect((await fetch(`${url}/oauth2/authorize`, { redirect: 'manual' })).status).toBe(400);
  });

  it("sends the code only to the portal's own addresses: the dev server's and the preview's", async () => {
    for (const port of [ports.dev, ports.preview])
      for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `https://localhost:${port}`])
        expect((await authorize(`${origin}/sign-in`)).headers.get('location')).toMatch(new RegExp(`^${origin}/sign-in\\?code=`));
    for (const foreign of [
      'https://evil.example/sign-in',
      `http://localhost:${ports.assets}/sign-in`,
      'sign-in',
      `//localhost:${ports.preview}/sign-in`,
    ])
      expect((await authorize(foreign)).status, foreign).toBe(400);
  });
});
