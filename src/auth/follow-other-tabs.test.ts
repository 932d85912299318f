import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/query-client';
import { writeCookie } from '@/lib/cookies';
import { adminApi, type AdminSchemas } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { findToast, renderToaster } from '@/test/render';
import './wire-http';
import { takeReturnPath } from './return-path';
import { getSession, setSession, type Session } from './session-store';

const navigateTo = vi.hoisted(() => vi.fn());
vi.mock('@/lib/navigation', () => ({ navigateTo, setNavigator: vi.fn() }));

const ALICE: Session = {
  client: 'acme',
  idToken: 'a1',
  refreshToken: 'ra',
  expiresAt: Date.now() + 3_600_000,
  user: 'alice',
  signIn: 'one',
};
const REFERENCE = '01JD5Z8Q2W3E4R5T6Y7U8V9W0X';
const REVIEW_QUEUE = 'services.review-queue';

/** What another tab does: writes the shared cookie and tells the others. */
function otherTabWrites(session: Session): void {
  writeCookie('portal_session', JSON.stringify(session), { sameSite: 'Strict' });
  const channel = new BroadcastChannel('portal.session');
  channel.postMessage('changed');
  channel.close();
}

function answerProfiles() {
  const calls = vi.fn();
  server.use(
    adminApi.get('/api/v1/{client}/profile', ({ params }) => {
      calls(params.client);
      const profile: AdminSchemas['Profile'] = {
        user_reference: 'ops',
        client: params.client,
        actions: ['*'],
        groups: ['*'],
        payload_types: ['Call'],
        roles: ['Admin'],
      };
      return HttpResponse.json(profile);
    }),
  );
  return calls;
}

describe('a tab follows what the other tabs of the browser do to the session', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/dashboard/services/calls?search=%2B447700900123');
    sessionStorage.setItem(REVIEW_QUEUE, JSON.stringify({ listHref: '/dashboard/services/calls?search=%2B447700900123', entries: [] }));
    queryClient.setQueryData(['something', 'of', 'alice'], { secret: true });
  });
  afterEach(() => {
    setSession({ client: '' });
    sessionStorage.clear();
    queryClient.clear();
    navigateTo.mockReset();
  });

  it('a sign-out in another tab ends the session here at once and leaves nothing of the user in the tab', async () => {
    setSession(ALICE);
    otherTabWrites({ client: 'acme', ended: 'signed-out' });
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/sign-in', { replace: true }));
    expect(getSession()).toEqual({ client: 'acme', ended: 'signed-out' });
    expect(sessionStorage.getItem(REVIEW_QUEUE)).toBeNull();
    expect(queryClient.getQueryData(['something', 'of', 'alice'])).toBeUndefined();
    expect(takeReturnPath('alice')).toBeUndefined();
  });

  it("an idle timeout in another tab signs this one out too, keeping this tab's page for the same user", async () => {
    renderToaster();
    setSession(ALICE);
    otherTabWrites({ client: 'acme', ended: 'idle' });
    const page = '/dashboard/services/calls?search=%2B447700900123';
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith(`/sign-in?returnTo=${encodeURIComponent(page)}`, { replace: true }));
    expect(await findToast('You were signed out because the portal was not used for a while.')).toBeVisible();
    expect(sessionStorage.getItem(REVIEW_QUEUE)).toBeNull();
    expect(takeReturnPath('alice')).toBe(page);
  });

  it('a tab that missed the message takes the sign-out when it is looked at again', async () => {
    setSession(ALICE);
    writeCookie('portal_session', JSON.stringify({ client: 'acme', ended: 'signed-out' }), { sameSite: 'Strict' });
    expect(getSession()).toEqual(ALICE);
    window.dispatchEvent(new Event('focus'));
    expect(getSession()).toEqual({ client: 'acme', ended: 'signed-out' });
    expect(navigateTo).toHaveBeenCalledWith('/sign-in', { replace: true });
  });

  it('someone else signing in in another tab clears this tab and opens their home', async () => {
    setSession(ALICE);
    otherTabWrites({ client: 'admin', idToken: 'b1', user: 'bob', signIn: 'two' });
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/internal', { replace: true }));
    expect(sessionStorage.getItem(REVIEW_QUEUE)).toBeNull();
    expect(queryClient.getQueryData(['something', 'of', 'alice'])).toBeUndefined();
  });

  it('renewed tokens from another tab are taken over without moving', async () => {
    setSession(ALICE);
    otherTabWrites({ ...ALICE, idToken: 'a2', refreshToken: 'ra2' });
    await vi.waitFor(() => expect(getSession().idToken).toBe('a2'));
    expect(navigateTo).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(REVIEW_QUEUE)).not.toBeNull();
  });

  it('a tab waiting on /sign-in carries on to its page once the same user has signed in in another tab', async () => {
    setSession({ client: 'acme', ended: 'idle' });
    window.history.replaceState(null, '', '/sign-in?returnTo=%2Fdashboard%2Fdevices');
    sessionStorage.setItem('portal.return-to', JSON.stringify({ path: '/dashboard/devices', user: 'alice' }));
    otherTabWrites(ALICE);
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/dashboard/devices', { replace: true }));
  });

  it('support mode started in another tab opens /dashboard here, ended there comes back to /internal/support', async () => {
    renderToaster();
    const profiles = answerProfiles();
    const staff: Session = { client: 'admin', idToken: 's1', refreshToken: 'rs', user: 'ops', signIn: 'staff' };
    setSession(staff);
    window.history.replaceState(null, '', '/internal/support');
    otherTabWrites({ ...staff, client: 'acme', supportReference: REFERENCE });
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/dashboard'));
    expect(profiles).toHaveBeenCalledWith('acme');
    expect(getSession()).toMatchObject({ client: 'acme', supportReference: REFERENCE });

    window.history.replaceState(null, '', '/dashboard');
    otherTabWrites(staff);
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/internal/support'));
    expect(await findToast('Ending support mode')).toBeVisible();
    expect(profiles).toHaveBeenLastCalledWith('admin');
  });
});
