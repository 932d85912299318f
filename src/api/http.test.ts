import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setSession } from '@/auth/session-store';
import { getProfile } from '@generated/admin/hooks/auth/auth';
import { server } from '@/test/msw-server';
import { authorizationHeader, serialiseQuery } from './http';

const profile = { user_reference: 'it.admin@acme.example', client: 'acme', actions: ['*'], groups: ['*'], payload_types: ['Call'], roles: ['Admin'] };

describe('mutator', () => {
  afterEach(() => setSession({ client: '' }));

  it('calls the admin host with the bearer id token', async () => {
    setSession({ client: 'acme', idToken: 'id-token-1' });
    let seen: string | null = null;
    server.use(
      http.get('*/mock/admin/api/v1/acme/profile', ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json(profile);
      }),
    );
    await expect(getProfile('acme')).resolves.toMatchObject({ user_reference: 'it.admin@acme.example' });
    expect(seen).toBe('Bearer id-token-1');
  });

  it('prefixes the header with the support reference in support mode', () => {
    expect(authorizationHeader('tok', '01JD0000000000000000000000')).toBe('01JD0000000000000000000000 Bearer tok');
    expect(authorizationHeader('tok')).toBe('Bearer tok');
  });

  it('serialises query objects unencoded', () => {
    expect(serialiseQuery({ payload_type: ['Call', 'SMS'], from: '2026-11-01', group: 'Sales/EMEA' })).toBe('payload_type=Call&payload_type=SMS&from=2026-11-01&group=Sales/EMEA');
  });
});
