// Direct calls to the sandbox in a test's world, acting as acme's IT admin: to arrange a world
// beyond what the seed holds (many groups) or to change it behind the page's back (a role).
import { expect } from '@playwright/test';
import { mintTokens } from '../../mocks/sandbox/auth/tokens';
import { ports } from '../../mocks/ports.mjs';

const ADMIN = { client: 'acme', user: 'it.admin@acme.example', name: 'IT Admin' };

/** Sends one admin-document call to the sandbox in `world`; fails the test unless it succeeds. */
export async function adminCall(world: string, method: 'GET' | 'PUT', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${ports.sandbox}/admin/api/v1/acme${path}`, {
    method,
    headers: { 'x-sandbox-world': world, authorization: `Bearer ${mintTokens(ADMIN).id_token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text.slice(0, 300)}`).toBeLessThan(300);
  return text ? (JSON.parse(text) as unknown) : undefined;
}
