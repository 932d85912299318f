import { afterEach, describe, expect, it } from 'vitest';
import { getProfile } from '@generated/admin/hooks/auth/auth';
import { listLegalHolds, putLegalHold } from '@generated/client/hooks/legal-holds/legal-holds';
import { setSession } from '@/auth/session-store';
import { server } from './msw-server';
import { sandboxHandlers, signInToSandbox } from './sandbox';

afterEach(() => setSession({ client: '' }));

describe('the sandbox as the unit tests mock API', () => {
  it('answers through the real mutator with the profile the roles give', async () => {
    server.use(...sandboxHandlers());
    signInToSandbox('acme');
    const profile = await getProfile('acme');
    expect(profile).toMatchObject({ client: 'acme', user_reference: 'it.admin@acme.example' });
    expect(profile.actions).toContain('putLegalHold');
  });

  it('keeps a write for the next read of the same world, and a new world starts from the seed', async () => {
    server.use(...sandboxHandlers());
    signInToSandbox('acme');
    await putLegalHold('DeviceUser', 'ana.souza', { target: 'ana.souza', target_type: 'DeviceUser' });
    const held = await listLegalHolds({ target_type: 'DeviceUser', is_active: true });
    expect(held.data.map((hold) => hold.target)).toContain('ana.souza');
    server.resetHandlers(...sandboxHandlers());
    const fresh = await listLegalHolds({ target_type: 'DeviceUser', is_active: true });
    expect(fresh.data.map((hold) => hold.target)).not.toContain('ana.souza');
  });
});
