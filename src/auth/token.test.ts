import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { writeCookie } from '@/lib/cookies';
import { getSession, setSession } from './session-store';
import { ensureIdToken, EXPIRY_MARGIN_MS, withTokens } from './token';

const navigateTo = vi.hoisted(() => vi.fn());
vi.mock('@/lib/navigation', () => ({ navigateTo, setNavigator: vi.fn() }));

const NOW = Date.UTC(2026, 10, 1, 9, 0, 0);
/** Off the contract on purpose: a gateway in front of the API answers 429, 502 and 503 too. */
const EXCHANGE = '*/mock/admin/api/v1/:client/exchange';

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
    const idToken = `x.${btoa(JSON.stringify({ email: 'reviewer@acme.example' }))}.`;
    expect(withTokens({ client: 'acme' }, { expires_in: 3600, id_token: idToken, refresh_token: 'r1' }, NOW)).toMatchObject({
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

  it('logs out when the API refuses the refresh token', async () => {
    setSession({ client: 'acme', idToken: 'old', refreshToken: 'bad', expiresAt: NOW - 1 });
    server.use(
      adminApi.get('/api/v1/{client}/exchange', ({ response }) => response(401).json({ error_code: 401, message: 'Unauthorized' })),
    );
    vi.setSystemTime(NOW + 20_000);
    await expect(ensureIdToken()).resolves.toBeUndefined();
    expect(getSession()).toEqual({ client: 'acme', ended: 'expired' });
    expect(navigateTo).toHaveBeenCalledWith('/sign-in?returnTo=%2F', { replace: true });
  });

  it('logs out when there is no refresh token', async () => {
    setSession({ client: 'acme', idToken: 'old', expiresAt: NOW - 1 });
    vi.setSystemTime(NOW + 30_000);
    await expect(ensureIdToken()).resolves.toBeUndefined();
    expect(getSession().idToken).toBeUndefined();
    expect(navigateTo).toHaveBeenCalledWith('/sign-in?returnTo=%2F', { replace: true });
  });

  it('writes nothing back when another tab signed out while it renewed', async () => {
    setSession({ client: 'acme', idToken: 'old', refreshToken: 'r1', expiresAt: NOW - 1, signIn: 'one' });
    server.use(
      adminApi.get('/api/v1/{client}/exchange', () => {
        // Another tab signs out while the answer is on its way.
        writeCookie('portal_session', JSON.stringify({ client: 'acme', ended: 'signed-out' }), { sameSite: 'Strict' });
        return HttpResponse.json({ expires_in: 60, id_token: 'late' });
      }),
    );
    vi.setSystemTime(NOW + 40_000);
    await expect(ensureIdToken()).resolves.toBeUndefined();
    expect(getSession()).toEqual({ client: 'acme', ended: 'signed-out' });
    expect(document.cookie).not.toContain('late');
  });

  it("never sends a call as the user another tab signed in meanwhile, nor overwrites that user's session", async () => {
    setSession({ client: 'acme', idToken: 'old', refreshToken: 'r1', expiresAt: NOW - 1, signIn: 'one', user: 'alice' });
    const theirs = { client: 'acme', idToken: 'bob-token', refreshToken: 'rb', expiresAt: NOW + 3_600_000, signIn: 'two', user: 'bob' };
    server.use(
      adminApi.get('/api/v1/{client}/exchange', () => {
        writeCookie('portal_session', JSON.stringify(theirs), { sameSite: 'Strict' });
        return HttpResponse.json({ expires_in: 60, id_token: 'alice-late' });
      }),
    );
    vi.setSystemTime(NOW + 50_000);
    await expect(ensureIdToken()).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toEqual(theirs);
  });

  describe('when the renewal meets a passing failure', () => {
    // Each test starts past the previous one's 1000 ms refresh de-duplication window.
    let later = NOW + 1_000_000;
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
      vi.setSystemTime((later += 1_000_000));
    });

    it('tries a lost connection, a 503 and a 429 again with growing pauses, and keeps the session', async () => {
      setSession({ client: 'acme', idToken: 'old', refreshToken: 'r1', expiresAt: NOW - 1, user: 'u' });
      const answers = [
        () => HttpResponse.error(),
        () => HttpResponse.json({ error_code: 503, message: 'Unavailable' }, { status: 503 }),
        () => HttpResponse.json({ error_code: 429, message: 'Slow down' }, { status: 429 }),
        () => HttpResponse.json({ expires_in: 60, id_token: 'new' }),
      ];
      const times: number[] = [];
      server.use(http.get(EXCHANGE, () => (times.push(Date.now()), answers[times.length - 1]!())));
      const token = ensureIdToken();
      await vi.advanceTimersByTimeAsync(10_000);
      await expect(token).resolves.toBe('new');
      expect(times).toHaveLength(4);
      const pauses = times.slice(1).map((time, index) => time - times[index]!);
      expect(pauses[0]).toBeGreaterThanOrEqual(1000);
      expect(pauses[1]).toBeGreaterThanOrEqual(2000);
      expect(pauses[2]).toBeGreaterThanOrEqual(4000);
      expect(getSession()).toMatchObject({ idToken: 'new', user: 'u' });
      expect(navigateTo).not.toHaveBeenCalled();
    });

    it('waits while the browser is offline, then renews', async () => {
      setSession({ client: 'acme', idToken: 'old', refreshToken: 'r1', expiresAt: NOW - 1 });
      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const refreshes = vi.fn(() => HttpResponse.json({ expires_in: 60, id_token: 'new' }));
      server.use(http.get(EXCHANGE, refreshes));
      const token = ensureIdToken();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(refreshes).not.toHaveBeenCalled();
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await expect(token).resolves.toBe('new');
      expect(refreshes).toHaveBeenCalledOnce();
    });

    it('gives up after the last pause: the call fails, the session stays for the next one', async () => {
      setSession({ client: 'acme', idToken: 'old', refreshToken: 'r1', expiresAt: NOW - 1 });
      const refreshes = vi.fn(() => HttpResponse.json({ error_code: 502, message: 'Bad gateway' }, { status: 502 }));
      server.use(http.get(EXCHANGE, refreshes));
      const token = ensureIdToken();
      const settled = expect(token).rejects.toMatchObject({ status: 502 });
      await vi.advanceTimersByTimeAsync(40_000);
      await settled;
      expect(refreshes).toHaveBeenCalledTimes(6);
      expect(getSession()).toMatchObject({ idToken: 'old', refreshToken: 'r1' });
      expect(navigateTo).not.toHaveBeenCalled();
    });
  });
});
