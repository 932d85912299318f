import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/lib/notify';
import { adminApi, type AdminSchemas } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { findToast, renderToaster } from '@/test/render';
import './wire-http';
import { takeReturnPath } from './return-path';
import { disableSupportMode, enableSupportMode, isAdminSession, login, logout, logoutReturningTo, signInPathFrom } from './session';
import { getSession, setSession } from './session-store';
import { finishSignIn } from './sign-in-state';

const navigateTo = vi.hoisted(() => vi.fn());
vi.mock('@/lib/navigation', () => ({ navigateTo, setNavigator: vi.fn() }));

const profile = (client: string): AdminSchemas['Profile'] => ({
  user_reference: 'someone@example.com',
  client,
  actions: ['*'],
  groups: ['*'],
  payload_types: ['Call', 'AR'],
  roles: ['Admin'],
});
const REFERENCE = '01JD5Z8Q2W3E4R5T6Y7U8I9O0P'.replace(/[IO]/g, '1');

/** Answers the profile of the client asked for; the mock records each call's client and authorization header. */
function answerProfiles() {
  const profileCalls = vi.fn();
  server.use(
    adminApi.get(
      '/api/v1/{client}/profile',
      ({ request, params }) => (
        profileCalls(params.client, request.headers.get('authorization')),
        HttpResponse.json(profile(params.client))
      ),
    ),
  );
  return profileCalls;
}

describe('session transitions (spec section 4)', () => {
  afterEach(() => {
    setSession({ client: '' });
    navigateTo.mockReset();
    vi.restoreAllMocks();
  });

  it('login leaves for the sign-in URL pointed back here with a state of its own, and changes no session yet', async () => {
    setSession({ client: 'admin', supportReference: REFERENCE, idToken: 't' });
    server.use(
      adminApi.get('/api/v1/{client}/url', () =>
        HttpResponse.json({
          url: 'https://idp.example/authorize?client_id=p&redirect_uri=https%3A%2F%2Fportal.example.com%2Fsign-in&state=s',
        }),
      ),
    );
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
      origin: 'http://localhost:3000',
      port: '3000',
    } as Location);
    await login('acme');
    expect(getSession()).toEqual({ client: 'admin', supportReference: REFERENCE, idToken: 't' });
    const target = new URL(assign.mock.calls[0]![0] as string);
    expect(`${target.origin}${target.pathname}`).toBe('https://idp.example/authorize');
    expect(target.searchParams.get('client_id')).toBe('p');
    expect(target.searchParams.get('redirect_uri')).toBe('http://localhost:3000/sign-in');
    const state = target.searchParams.get('state');
    expect(state).toMatch(/^[\w-]{22}$/);
    expect(finishSignIn(state)).toMatchObject({ client: 'acme' });
  });

  it('login refuses a sign-in URL that is not https', async () => {
    server.use(adminApi.get('/api/v1/{client}/url', () => HttpResponse.json({ url: 'javascript:alert(1)//https://idp.example' })));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    await expect(login('acme')).rejects.toThrow('not secure');
    expect(assign).not.toHaveBeenCalled();
  });

  it('logout clears tokens, expiry, user and support reference, then goes to /sign-in', () => {
    setSession({ client: 'acme', idToken: 'a', refreshToken: 'b', expiresAt: 1, user: 'u' });
    logout();
    expect(getSession()).toEqual({ client: 'acme', ended: 'signed-out' });
    expect(navigateTo).toHaveBeenCalledWith('/sign-in', { replace: true });
  });

  it('an ended session goes to /sign-in?returnTo=…, and the auth guard of that page goes the same way', () => {
    setSession({ client: 'acme', idToken: 'a', user: 'u' });
    logoutReturningTo('/dashboard/devices?search=pixel');
    const signIn = '/sign-in?returnTo=%2Fdashboard%2Fdevices%3Fsearch%3Dpixel';
    expect(navigateTo).toHaveBeenCalledWith(signIn, { replace: true });
    expect(signInPathFrom('/dashboard/devices?search=pixel')).toBe(signIn);
    expect(signInPathFrom('/dashboard/access/tags')).toBe('/sign-in');
    expect(takeReturnPath('u')).toBe('/dashboard/devices?search=pixel');
    logout();
    expect(signInPathFrom('/dashboard/devices?search=pixel')).toBe('/sign-in');
  });

  it('support mode on: sets the reference and client, reloads the profile, opens /dashboard', async () => {
    setSession({ client: 'admin', idToken: 'staff' });
    const profileCalls = answerProfiles();
    await enableSupportMode(REFERENCE, 'acme');
    expect(getSession()).toMatchObject({ client: 'acme', supportReference: REFERENCE, idToken: 'staff' });
    expect(profileCalls).toHaveBeenCalledWith('acme', `${REFERENCE} Bearer staff`);
    expect(navigateTo).toHaveBeenCalledWith('/dashboard');
    expect(isAdminSession(getSession())).toBe(false);
  });

  it('support mode refused by the API: the staff member stays where they were, with the reason notified', async () => {
    renderToaster();
    setSession({ client: 'admin', idToken: 'staff' });
    const reason = `Support access request ${REFERENCE} has expired`;
    server.use(adminApi.get('/api/v1/{client}/profile', () => HttpResponse.json({ error_code: 403, message: reason }, { status: 403 })));
    await expect(enableSupportMode(REFERENCE, 'acme')).rejects.toThrow();
    expect(getSession()).toMatchObject({ client: 'admin', idToken: 'staff' });
    expect(getSession().supportReference).toBeUndefined();
    expect(isAdminSession(getSession())).toBe(true);
    expect(navigateTo).not.toHaveBeenCalled();
    expect(await findToast(reason)).toBeVisible();
  });

  it("support mode off: back to the admin client, 'Ending support mode', profile reloaded, /internal/support", async () => {
    renderToaster();
    setSession({ client: 'acme', supportReference: REFERENCE, idToken: 'staff' });
    const profileCalls = answerProfiles();
    await disableSupportMode();
    expect(getSession()).toMatchObject({ client: 'admin', idToken: 'staff' });
    expect(getSession().supportReference).toBeUndefined();
    expect(await findToast('Ending support mode')).toBeVisible();
    expect(profileCalls).toHaveBeenCalledWith('admin', 'Bearer staff');
    expect(navigateTo).toHaveBeenCalledWith('/internal/support');
    expect(isAdminSession(getSession())).toBe(true);
  });

  it('disabling outside support mode only logs an error', async () => {
    renderToaster();
    setSession({ client: 'admin', idToken: 'staff' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await disableSupportMode();
    expect(error).toHaveBeenCalledOnce();
    expect(getSession()).toEqual({ client: 'admin', idToken: 'staff' });
    expect(toaster.getVisibleToasts()).toEqual([]);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("the admin role is the client 'admin' without a support reference", () => {
    expect(isAdminSession({ client: 'admin' })).toBe(true);
    expect(isAdminSession({ client: 'admin', supportReference: REFERENCE })).toBe(false);
    expect(isAdminSession({ client: 'acme' })).toBe(false);
  });
});
