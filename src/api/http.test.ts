import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '@/auth/session-store';
import { getProfile } from '@generated/admin/hooks/auth/auth';
import { getPayload } from '@generated/client/hooks/payloads/payloads';
import { server } from '@/test/msw-server';
import { adminHttp, authorizationHeader, serialiseQuery } from './http';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notifyError, notifyInfo: vi.fn(), notifySuccess: vi.fn(), toaster: {} }));
const navigateTo = vi.hoisted(() => vi.fn());
vi.mock('@/lib/navigation', () => ({ navigateTo, setNavigator: vi.fn() }));

const profile = { user_reference: 'it.admin@acme.example', client: 'acme', actions: ['*'], groups: ['*'], payload_types: ['Call'], roles: ['Admin'] };
const REFERENCE = '01JD5Z8Q2W3E4R5T6Y7U8V9W0X';

describe('mutator', () => {
  afterEach(() => {
    setSession({ client: '' });
    notifyError.mockReset();
    navigateTo.mockReset();
  });

  it('calls the admin host with the bearer id token', async () => {
    setSession({ client: 'acme', idToken: 'id-token-1' });
    let seen: string | null = null;
    server.use(http.get('*/mock/admin/api/v1/acme/profile', ({ request }) => ((seen = request.headers.get('authorization')), HttpResponse.json(profile))));
    await expect(getProfile('acme')).resolves.toMatchObject({ user_reference: 'it.admin@acme.example' });
    expect(seen).toBe('Bearer id-token-1');
  });

  it('calls the client document on the client host, with the support reference in support mode', async () => {
    setSession({ client: 'acme', idToken: 'staff', supportReference: REFERENCE });
    let seen: string | null = null;
    server.use(http.get('*/mock/client/api/v1/payloads/:reference', ({ request }) => ((seen = request.headers.get('authorization')), HttpResponse.json({ error_code: 404, message: 'Not found' }, { status: 404 }))));
    await expect(getPayload(REFERENCE)).rejects.toMatchObject({ status: 404 });
    expect(seen).toBe(`${REFERENCE} Bearer staff`);
    expect(authorizationHeader('tok')).toBe('Bearer tok');
  });

  it("shows 'An error occurred' with 'Data not found' on a 404", async () => {
    setSession({ client: 'acme', idToken: 't' });
    server.use(http.get('*/mock/admin/api/v1/acme/profile', () => HttpResponse.json({ error_code: 404, message: 'Not found' }, { status: 404 })));
    await expect(getProfile('acme')).rejects.toMatchObject({ status: 404, message: 'Data not found' });
    expect(notifyError).toHaveBeenCalledWith('An error occurred', 'Data not found');
  });

  it("shows the friendly validation text as 'path: message' lines", async () => {
    setSession({ client: 'acme', idToken: 't' });
    const errors = [
      { path: 'email', message: 'Must be a valid email address' },
      { path: 'first_name', message: 'first_name is undefined' },
      { path: 'expected_device_count', keyword: 'type', message: 'must be integer', params: { type: 'integer' } },
      { path: 'group', keyword: 'required', message: "must have required property 'group_reference'", params: { missingProperty: 'group_reference' } },
    ];
    server.use(http.get('*/mock/admin/api/v1/acme/profile', () => HttpResponse.json({ error_code: 422, message: 'Validation failed', errors }, { status: 422 })));
    await expect(getProfile('acme')).rejects.toMatchObject({ status: 422 });
    expect(notifyError).toHaveBeenCalledWith(
      'An error occurred',
      ['email: Must be a valid email address', 'first_name: The first_name field is required.', 'expected_device_count: Please provide a valid integer for the field.', 'group.group_reference: required'].join('\n'),
    );
  });

  it("without an id token: 'Authentication expired', then /sign-in, and no request is sent", async () => {
    window.history.replaceState(null, '', '/dashboard/services/calls?page=2');
    setSession({ client: 'acme' });
    const hit = vi.fn();
    server.use(http.get('*/mock/admin/api/v1/acme/profile', () => (hit(), HttpResponse.json(profile))));
    await expect(getProfile('acme')).rejects.toMatchObject({ status: 401 });
    expect(notifyError).toHaveBeenCalledWith('Authentication expired');
    expect(navigateTo).toHaveBeenCalledWith('/sign-in?returnTo=%2Fdashboard%2Fservices%2Fcalls%3Fpage%3D2', { replace: true });
    expect(hit).not.toHaveBeenCalled();
    expect(getSession().idToken).toBeUndefined();
  });

  it("refuses a path no document declares with 'Cannot find metadata for endpoint'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(adminHttp({ url: '/api/v1/acme/unknown/thing', method: 'GET' })).rejects.toThrow(/^Cannot find metadata for endpoint/);
  });

  it('checks the shape of the data received', async () => {
    setSession({ client: 'acme', idToken: 't' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/mock/admin/api/v1/acme/profile', () => HttpResponse.json({ ...profile, actions: 'all' })));
    await expect(getProfile('acme')).rejects.toThrow(/^getProfile \(GET \/api\/v1\/acme\/profile\)\nactions: .*\nJSON: \{"user_reference"/);
  });

  it('serialises query objects unencoded, arrays repeated', () => {
    expect(serialiseQuery({ types: ['Call', 'SMS'], from: '2026-11-01', group: 'Sales/EMEA', skip: undefined })).toBe('types=Call&types=SMS&from=2026-11-01&group=Sales/EMEA');
    expect(serialiseQuery({ search: 'a&b=c d' })).toBe('search=a%26b%3Dc%20d');
  });
});
