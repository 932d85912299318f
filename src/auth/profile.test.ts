import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi, type AdminSchemas } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import './wire-http';
import { loadProfile } from './profile';
import { setSession } from './session-store';

const body: AdminSchemas['Profile'] = {
  user_reference: 'u@acme.example',
  client: 'acme',
  actions: ['*'],
  groups: ['*'],
  payload_types: ['Call', 'AR', 'SMS'],
  roles: ['Admin'],
};

describe('profile', () => {
  afterEach(() => {
    vi.useRealTimers();
    setSession({ client: '' });
  });

  it("drops 'AR' from the payload types and shares calls within 1000 ms", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setSession({ client: 'acme', idToken: 't' });
    const calls = vi.fn();
    server.use(adminApi.get('/api/v1/{client}/profile', () => (calls(), HttpResponse.json(body))));
    const [first, second] = await Promise.all([loadProfile('acme'), loadProfile('acme')]);
    expect(first.payload_types).toEqual(['Call', 'SMS']);
    expect(second).toBe(first);
    vi.setSystemTime(Date.now() + 999);
    await loadProfile('acme');
    expect(calls).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1);
    await loadProfile('acme');
    expect(calls).toHaveBeenCalledTimes(2);
  });
});
