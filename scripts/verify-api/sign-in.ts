// Signing in as the portal does: the sign-in URL (with a local port for the redirect), the identity
// provider's code, and the code exchange, all through Prism like any other call. An identity
// provider that bounces straight back with a code (the mock's) needs no browser; otherwise the
// address to open is printed and the code arrives on the local port.
import { createServer } from 'node:http';
import type { VerifyClient } from './client';

const WAIT_MS = 300_000;

function codeListener(port: number): Promise<{ port: number; code: Promise<string>; close: () => void }> {
  return new Promise((resolve, reject) => {
    let deliver: (code: string) => void = () => undefined;
    const code = new Promise<string>((accept, refuse) => {
      deliver = accept;
      setTimeout(() => refuse(new Error('no sign-in code arrived within 5 minutes')), WAIT_MS).unref();
    });
    const server = createServer((request, response) => {
      const found = new URL(request.url ?? '/', 'http://localhost').searchParams.get('code');
      response.writeHead(found ? 200 : 400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(found ? 'Signed in: verify-api goes on in the terminal. You may close this tab.' : 'No code in this address.');
      if (found) deliver(found);
    });
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({ port: typeof address === 'object' && address ? address.port : 0, code, close: () => server.close() });
    });
  });
}

/** The code when the identity provider redirects at once (no login page), else undefined. */
async function bouncedCode(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { redirect: 'manual' });
    const location = response.headers.get('location');
    return location ? (new URL(location, url).searchParams.get('code') ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Signs in to `org` (or as provider staff) with the code flow; resolves with the id token. The code
 * comes back to `callbackPort` on localhost (0: any free port; an identity provider that knows its
 * redirect addresses needs the one registered with it).
 */
export async function signIn(
  api: VerifyClient,
  org: string,
  staff: boolean,
  log: (line: string) => void,
  callbackPort = 0,
): Promise<string> {
  const listener = await codeListener(callbackPort);
  try {
    const client = staff ? 'admin' : org;
    const { body } = await api.get('admin', `/api/v1/${encodeURIComponent(client)}/url`, {
      as: null,
      query: { local_port: listener.port },
    });
    // As the portal does (src/auth/session.ts): the code comes back to this listener's /sign-in.
    const redirectUri = `http://localhost:${listener.port}/sign-in`;
    const address = new URL(body.url);
    address.searchParams.set('redirect_uri', redirectUri);
    let code = await bouncedCode(address.href);
    if (!code) {
      log(`Open this address in a browser and sign in${staff ? ' as provider staff' : ''}:\n  ${address.href}`);
      code = await listener.code;
    }
    const exchange = staff ? '/internal/v1/exchange' : `/api/v1/${encodeURIComponent(org)}/exchange`;
    const { body: tokens } = await api.get(staff ? 'internal' : 'admin', exchange, {
      as: null,
      query: { code, redirect_uri: redirectUri },
    });
    return tokens.id_token;
  } finally {
    listener.close();
  }
}
