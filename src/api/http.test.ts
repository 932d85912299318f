import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '@/auth/session-store';
import { getProfile } from '@generated/admin/hooks/auth/auth';
import { getDevice } from '@generated/admin/hooks/devices/devices';
import { getPayload } from '@generated/client/hooks/payloads/payloads';
import { toaster } from '@/lib/notify';
import { adminApi, clientApi } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { findToast, renderToaster } from '@/test/render';
import '@/auth/wire-http';
import { adminHttp, authorizationHeader } from './http';
import { adminProfile } from './test-profile';

const navigateTo = vi.hoisted(() => vi.fn());
vi.mock('@/lib/navigation', () => ({ navigateTo, setNavigator: vi.fn() }));

const REFERENCE = '01JD5Z8Q2W3E4R5T6Y7U8V9W0X';

describe('mutator', () => {
  afterEach(() => {
    setSession({ client: '' });
    navigateTo.mockReset();
  });

  it('calls the admin host with the bearer id token', async () => {
    setSession({ client: 'acme', idToken: 'id-token-1' });
    let seen: string | null = null;
    server.use(
      adminApi.get(
        '/api/v1/{client}/profile',
        ({ request }) => ((seen = request.headers.get('authorization')), HttpResponse.json(adminProfile)),
      ),
    );
    await expect(getProfile('acme')).resolves.toMatchObject({ user_reference: adminProfile.user_reference });
    expect(seen).toBe('Bearer id-token-1');
  });

  it('calls the client document on the client host, with the support reference in support mode', async () => {
    setSession({ client: 'acme', idToken: 'staff', supportReference: REFERENCE });
    let seen: string | null = null;
    server.use(
      clientApi.get(
        '/api/v1/payloads/{payload_reference}',
        ({ request, response }) => (
          (seen = request.headers.get('authorization')),
          response(404).json({ error_code: 404, message: 'Not found' })
        ),
      ),
    );
    await expect(getPayload(REFERENCE)).rejects.toMatchObject({ status: 404 });
    expect(seen).toBe(`${REFERENCE} Bearer staff`);
    expect(authorizationHeader('tok')).toBe('Bearer tok');
  });

  it("describes a 404 as 'Data not found', and leaves showing it to the query client", async () => {
    renderToaster();
    setSession({ client: 'acme', idToken: 't' });
    server.use(
      adminApi.get('/api/v1/{client}/devices/{device_reference}', ({ response }) =>
        response(404).json({ error_code: 404, message: 'Not found' }),
      ),
    );
    await expect(getDevice('acme', 'ldn-trd-001')).rejects.toMatchObject({ status: 404, message: 'Data not found' });
    expect(toaster.getVisibleToasts()).toEqual([]);
  });

  it("describes a validation failure with the friendly 'path: message' lines", async () => {
    setSession({ client: 'acme', idToken: 't' });
    const errors = [
      { path: 'email', message: 'Must be a valid email address' },
      { path: 'first_name', message: 'first_name is undefined' },
      { path: 'expected_device_count', keyword: 'type', message: 'must be integer', params: { type: 'integer' } },
      {
        path: 'group',
        keyword: 'required',
        message: "must have required property 'group_reference'",
        params: { missingProperty: 'group_reference' },
      },
    ];
    server.use(
      adminApi.get('/api/v1/{client}/devices/{device_reference}', ({ response }) =>
        response(422).json({ error_code: 422, message: 'Validation failed', errors }),
      ),
    );
    await expect(getDevice('acme', 'ldn-trd-001')).rejects.toMatchObject({
      status: 422,
      message: [
        'email: Must be a valid email address',
        'first_name: The first_name field is required.',
        'expected_device_count: Please provide a valid integer for the field.',
        'group.group_reference: required',
      ].join('\n'),
    });
  });

  it("without an id token: 'Authentication expired', then /sign-in, and no request is sent", async () => {
    renderToaster();
    window.history.replaceState(null, '', '/dashboard/services/calls?page=2');
    setSession({ client: 'acme' });
    const hit = vi.fn();
    server.use(adminApi.get('/api/v1/{client}/profile', () => (hit(), HttpResponse.json(adminProfile))));
    await expect(getProfile('acme')).rejects.toMatchObject({ status: 401 });
    expect(await findToast('Authentication expired')).toBeVisible();
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
    // A deliberately off-contract answer: the untyped escape hatch.
    server.use(adminApi.untyped.get('*/mock/admin/api/v1/acme/profile', () => HttpResponse.json({ ...adminProfile, actions: 'all' })));
    await expect(getProfile('acme')).rejects.toThrow(/^getProfile \(GET \/api\/v1\/acme\/profile\)\nactions: .*\nJSON: \{"user_reference"/);
  });
});
