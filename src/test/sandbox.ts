import { http, HttpResponse } from 'msw';
// The mutator gets the session's tokens from here: a test that signs in to the sandbox calls the API.
import '@/auth/wire-http';
import { setSession } from '@/auth/session-store';
import { mintTokens } from '@sandbox/auth/tokens';
import type { DocumentName } from '@sandbox/contract';
import { handle } from '@sandbox/dispatch';
import { World } from '@sandbox/world/world';

let worlds = 0;

function documentOf(pathname: string): { document: DocumentName; path: string } | undefined {
  const match = /^\/mock\/(admin|client)(\/.*)$/.exec(pathname);
  if (!match?.[1] || !match[2]) return undefined;
  if (match[1] === 'client') return { document: 'client', path: match[2] };
  return { document: match[2].startsWith('/internal/') ? 'internal' : 'admin', path: match[2] };
}

/**
 * MSW handlers that answer the portal's API from a fresh sandbox world (mocks/sandbox), for
 * screen tests that need a flow to behave (a save shows in the list that refetches). The answers
 * are the sandbox's own, which the conformance tests hold to the contract through Prism.
 */
export function sandboxHandlers(world = new World(`unit-${(worlds += 1)}`, { size: 'standard', clock: 'fixed' })) {
  return [
    http.all('*/mock/*', async ({ request }) => {
      const url = new URL(request.url);
      const target = documentOf(url.pathname);
      if (!target) return undefined;
      const text = await request.text();
      const answer = handle(world, {
        ...target,
        method: request.method,
        search: url.search,
        authorization: request.headers.get('authorization') ?? undefined,
        body: text ? JSON.parse(text) : undefined,
      });
      return answer.body === undefined
        ? new HttpResponse(null, { status: answer.status })
        : HttpResponse.json(answer.body, { status: answer.status });
    }),
  ];
}

/** Signs the portal in to `client` with tokens the sandbox accepts (its IT admin, or provider staff for `admin`). */
export function signInToSandbox(client = 'acme'): void {
  const identity =
    client === 'admin'
      ? { client, user: 'ops.lead@provider.example', name: 'Olivia Ops-Lead' }
      : { client, user: `it.admin@${client}.example`, name: 'IT Admin' };
  const tokens = mintTokens(identity);
  setSession({
    client,
    idToken: tokens.id_token,
    refreshToken: tokens.refresh_token,
    expiresAt: Date.now() + 3_000_000,
    user: identity.user,
  });
}
