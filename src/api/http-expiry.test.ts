import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProfile } from '@generated/admin/hooks/auth/auth';
import { getSession, setSession } from '@/auth/session-store';
import { toaster } from '@/lib/notify';
import { adminApi } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { findToast, renderToaster } from '@/test/render';
import '@/auth/wire-http';
import { adminProfile } from './test-profile';

const navigateTo = vi.hoisted(() => vi.fn());
vi.mock('@/lib/navigation', () => ({ navigateTo, setNavigator: vi.fn() }));

const UNAUTHORIZED = { error_code: 401, message: 'Unauthorized' };

/** The sandbox's exchange: every refresh hands out a new id token. */
function countRefreshes() {
  const refreshes = vi.fn();
  server.use(
    adminApi.get('/api/v1/{client}/exchange', () => {
      refreshes();
      return HttpResponse.json({ expires_in: 3600, id_token: `renewed-${refreshes.mock.calls.length}` });
    }),
  );
  return refreshes;
}

describe('a call refused with 401', () => {
  let now = Date.UTC(2026, 10, 1, 9);
  beforeEach(() => {
    // Each test starts past the previous one's 1000 ms refresh de-duplication window.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((now += 60_000));
    window.history.replaceState(null, '', '/dashboard/devices?search=pixel');
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    setSession({ client: '' });
    navigateTo.mockReset();
  });

  it('is sent again once after one refresh, and succeeds with the new token', async () => {
    renderToaster();
    setSession({ client: 'acme', idToken: 'old', refreshToken: 'r1', expiresAt: Date.now() + 60_000 });
    const refreshes = countRefreshes();
    server.use(
      adminApi.get('/api/v1/{client}/profile', ({ request, response }) =>
        request.headers.get('authorization') === 'Bearer old' ? response(401).json(UNAUTHORIZED) : HttpResponse.json(adminProfile),
      ),
    );
    const answers = await Promise.all([getProfile('acme'), getProfile('acme'), getProfile('acme')]);
    expect(answers.map((answer) => answer.user_reference)).toEqual(Array(3).fill(adminProfile.user_reference));
    expect(refreshes).toHaveBeenCalledOnce();
    expect(toaster.getVisibleToasts()).toEqual([]);
  });

  it("refused again after a successful refresh: 'Authentication expired', /sign-in with the return path, no loop", async () => {
    renderToaster();
    setSession({ client: 'acme', idToken: 'old', refreshToken: 'r1', expiresAt: Date.now() + 60_000 });
    const refreshes = countRefreshes();
    const profileCalls = vi.fn();
    server.use(adminApi.get('/api/v1/{client}/profile', ({ response }) => (profileCalls(), response(401).json(UNAUTHORIZED))));
    await expect(getProfile('acme')).rejects.toMatchObject({ status: 401, message: 'Authentication expired' });
    await expect(getProfile('acme')).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toHaveBeenCalledOnce();
    expect(profileCalls).toHaveBeenCalledTimes(2);
    // Both calls end the session; the user sees one notification (findToast fails on two).
    expect(await findToast('Authentication expired')).toBeVisible();
    expect(navigateTo).toHaveBeenCalledWith('/sign-in?returnTo=%2Fdashboard%2Fdevices%3Fsearch%3Dpixel', { replace: true });
    expect(JSON.parse(sessionStorage.getItem('portal.return-to') ?? 'null')).toMatchObject({ path: '/dashboard/devices?search=pixel' });
    expect(getSession().idToken).toBeUndefined();
  });

  it('with a token another call has since renewed is sent again without a second refresh', async () => {
    setSession({ client: 'acme', idToken: 'old', refreshToken: 'r1', expiresAt: Date.now() + 60_000 });
    const refreshes = countRefreshes();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived = 0;
    server.use(
      adminApi.get('/api/v1/{client}/profile', async ({ request, response }) => {
        if (request.headers.get('authorization') !== 'Bearer old') return HttpResponse.json(adminProfile);
        arrived += 1;
        if (arrived === 1) await held;
        return response(401).json(UNAUTHORIZED);
      }),
    );
    const slow = getProfile('acme');
    await getProfile('acme');
    expect(getSession().idToken).toBe('renewed-1');
    vi.setSystemTime(Date.now() + 5_000);
    release();
    await expect(slow).resolves.toMatchObject({ user_reference: adminProfile.user_reference });
    expect(refreshes).toHaveBeenCalledOnce();
  });
});
