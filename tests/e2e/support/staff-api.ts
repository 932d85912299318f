// Provider staff asking a client for support access straight through the sandbox, in a test's
// world: to arrange requests beyond the seed's (many, or one still open on any clock).
import { expect } from '@playwright/test';
import { ports } from '../../../mocks/ports.mjs';
import { mintTokens } from '../../../mocks/sandbox/auth/tokens';

interface SupportRequest {
  role: string;
  request_description: string;
  requested_expiry: string;
}

/** `staff` (a user reference) asks `client` for support access; fails the test unless the sandbox makes the request, and resolves with its reference. */
export async function requestSupportAccess(world: string, client: string, staff: string, request: SupportRequest): Promise<string> {
  const token = mintTokens({ client: 'admin', user: staff, name: staff }).id_token;
  const response = await fetch(`http://127.0.0.1:${ports.sandbox}/internal/internal/v1/clients/${client}/supportaccess`, {
    method: 'POST',
    headers: { 'x-sandbox-world': world, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return (JSON.parse(text) as { request_reference: string }).request_reference;
}
