import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { getSession, setSession } from './session-store';
import { applyTokens, ensureIdToken, EXPIRY_MARGIN_MS } from './token';

const navigateTo = vi.hoisted(() => vi.fn());
vi.mock('@/lib/navigation', () => ({ navigateTo, setNavigator: vi.fn() }));

const NOW = Date.UTC(2026, 10, 1, 9, 0, 0);

describe('tokens', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    setSession({ client: '' });
    navigateTo.mockReset();
  });

  it('stores the expiry as the lifetime minus 5 seconds and the user of the id token', () => {
    setSession({ client: 'acme' });
    const idToken = `x.${btoa(JSON.stringify({ email: 'reviewer@acme.example' }))}.`;
    applyTokens({ expires_in: 3600, id_token: idToken, refresh_token: 'r1' }, NOW);
    expect(getSession()).toMatchObject({
      client: 'acme',
      idToken,
      refreshToken: 'r1',
      expiresAt: NOW + 3600_000 - EXPIRY_MARGIN_MS,
      user: 'reviewer@acme.example',
    });
    expect(EXPIRY_MARGIN_MS).toBe(5000);
  });

  it('sends the stored token until it expires, then refreshes once for concurrent callers', async () => {
    setSession({ client: 'acme', idToken: 'old', refreshToken: 'r1', expiresAt: NOW + 1000 });
    const refreshes = vi.fn();
    server.use(
      adminApi.get('/api/v1/{client}/exchange', ({ params, query }) => {
        refreshes(params.client, query.get('refresh_token'));
        return HttpResponse.json({ expires_in: 60, id_token: 'new' });
      }),
    );
    await expect(ensureIdToken()).resolves.toBe('old');
    vi.setSystemTime(NOW + 1000);
    const tokens = await Promise.all([ensureIdToken(), ensureIdToken(), ensureIdToken()]);
    expect(tokens).toEqual(['new', 'new', 'new']);
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(refreshes).toHaveBeenCalledWith('acme', 'r1');
    expect(getSession()).toMatchObject({ idToken: 'new', refreshToken: 'r1', expiresAt: NOW + 1000 + 60_000 - 5000 });
  });

  it('refreshes through the admin client in support mode', async () => {
    setSession({ client: 'acme', supportReference: '01JD0000000000000000000000', idToken: 'old', refreshToken: 'r2', expiresAt: NOW - 1 });
    const seen = vi.fn();
    server.use(
      adminApi.get(
        '/api/v1/{client}/exchange',
        ({ params }) => (seen(params.client), HttpResponse.json({ expires_in: 60, id_token: 'staff-new' })),
      ),
    );
    vi.setSystemTime(NOW + 10_000);
    await expect(ensureIdToken()).resolves.toBe('staff-new');
    expect(seen.mock.calls).toEqual([['admin']]);
  });

  it('logs out when the refresh fails', async () => {
    setSession({ client: 'acme', idToken: 'old', refreshToken: 'bad', expiresAt: NOW - 1 });
    server.use(
      adminApi.get('/api/v1/{client}/exchange', ({ response }) => response(401).json({ error_code: 401, message: 'Unauthorized' })),
    );
    vi.setSystemTime(NOW + 20_000);
    await expect(ensureIdToken()).resolves.toBeUndefined();
    expect(getSession()).toEqual({ client: 'acme' });
    expect(navigateTo).toHaveBeenCalledWith('/sign-in?returnTo=%2F', { replace: true });
  });

  it('logs out when there is no refresh token', async () => {
    setSession({ client: 'acme', idToken: 'old', expiresAt: NOW - 1 });
    vi.setSystemTime(NOW + 30_000);
    await expect(ensureIdToken()).resolves.toBeUndefined();
    expect(getSession().idToken).toBeUndefined();
    expect(navigateTo).toHaveBeenCalledWith('/sign-in?returnTo=%2F', { replace: true });
  });
});
