import { expect } from 'vitest';
import { USERS, type Json, type ScenarioApi, type Scenario } from '../scenario';
import { checkList } from '../lists';

const ACCOUNT = '/api/v1/acme/supportaccess';
const STAFF = '/internal/v1/clients/acme/supportaccess';
const keyOf = (request: Json) => request.request_reference;
const PENDING = '01M4CSY6S07VW8K6N3NTGAPXXY';
const APPROVED = '01M4WANK409HMF4JFHRKBGFB2N';
/** Approved for Carla Mendes, another staff member than the one the scenarios sign in as. */
const APPROVED_FOR_CARLA = '01M53S78F0Z6T8DY57DDY8XZHN';
const CARLA = { client: 'admin', user: 'carla.mendes@provider.example', name: 'Carla Mendes' };
const CANCELED = '01M5KXR6807KD5SM2YDYKAD9YK';
const REQUEST = {
  role: 'Read Only',
  request_description: 'Check device telemetry (ticket INC-20500).',
  requested_expiry: '2026-11-04T09:00:00Z',
};

/** The Authorization header of staff (by default the scenarios' staff member) acting as a client under a support request. */
const supportMode = (api: ScenarioApi, reference: string, staff = USERS.staff) => `${reference} Bearer ${api.token(staff)}`;
const byStatus = async (api: ScenarioApi, status: string) =>
  (await api.get('internal', `/internal/v1/supportaccess/${status}`, { query: { client: 'acme' } })).body.data.map(keyOf);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const supportAccessScenarios: Scenario[] = [
  {
    name: 'support access: the account list pages newest first and filters on approval state',
    run: async (api) => {
      const all = await checkList(api, {
        document: 'admin',
        path: ACCOUNT,
        key: keyOf,
        filters: ['pending', 'approved', 'expired', 'canceled'].map((state) => ({
          name: state,
          query: { approval_state: state },
          keeps: (request) => request.approval_state === state,
        })),
      });
      const made = all.map((request: Json) => request.requested_at);
      expect(made, 'newest first').toEqual([...made].sort().reverse());
      expect((await api.get('admin', `${ACCOUNT}/${APPROVED}`)).body).toEqual(
        all.find((request: Json) => request.request_reference === APPROVED),
      );
      await api.get('admin', `${ACCOUNT}/01M000000000000000000ZZZZZ`, { status: 404 });
    },
  },
  {
    name: 'support access: staff lists per client and across clients by state, newest first, filtered by client',
    run: async (api) => {
      await checkList(api, { document: 'internal', path: STAFF, key: keyOf });
      const expired = await checkList(api, {
        document: 'internal',
        path: '/internal/v1/supportaccess/expired',
        key: keyOf,
        filters: [{ name: 'client', query: { client: 'globex' }, keeps: (request) => request.client === 'globex' }],
      });
      expect(expired.every((request: Json) => request.approval_state === 'expired')).toBe(true);
      expect(new Set(expired.map((request: Json) => request.client))).toEqual(
        new Set(['acme', 'globex', 'banco-aurora', 'initech', 'gulf-capital']),
      );
      const made = expired.map((request: Json) => request.requested_at);
      expect(made).toEqual([...made].sort().reverse());
      await api.get('internal', '/internal/v1/clients/nobody/supportaccess', { status: 404 });
      await api.get('internal', `${STAFF}/01M000000000000000000ZZZZZ`, { status: 404 });
    },
  },
  {
    name: 'support access: staff request, the client is alerted and approves within the requested expiry, the staff list shows it approved and a session may start',
    run: async (api) => {
      const { body: made, status } = await api.post('internal', STAFF, { body: REQUEST });
      expect(status).toBe(201);
      expect(made).toMatchObject({
        ...REQUEST,
        client: 'acme',
        approval_state: 'pending',
        requested_by: USERS.staff.user,
        approval_expiry: null,
        approved_by: null,
        rejection_reason: null,
      });
      const reference = made.request_reference;
      expect((await api.get('admin', ACCOUNT)).body.data[0]).toEqual(made);
      const { body: alerts } = await api.get('admin', '/api/v1/acme/alerts', {
        query: { type: 'AccountAlert', search: 'Support access requested' },
      });
      expect(alerts.data[0].related_entities).toEqual([
        expect.objectContaining({
          entity_id: reference,
          entity_type: 'SupportAccessRequest',
          page_link: '/dashboard/account/support-access',
        }),
      ]);
      const { body: duplicate } = await api.post('internal', STAFF, { body: REQUEST, status: 409 });
      expect(duplicate.message).toContain(reference);
      await api.post('internal', '/internal/v1/clients/nobody/supportaccess', { body: REQUEST, status: 404 });
      const { body: noRole } = await api.post('internal', STAFF, { body: { ...REQUEST, role: 'No Such Role' }, status: 422 });
      expect(noRole.errors).toEqual([{ path: 'role', message: 'Must be a role of acme' }]);
      const { body: past } = await api.post('internal', STAFF, {
        body: { ...REQUEST, role: 'Administrator', requested_expiry: '2026-10-31T09:00:00Z' },
        status: 422,
      });
      expect(past.errors).toEqual([{ path: 'requested_expiry', message: 'Must be in the future' }]);

      await api.get('admin', '/api/v1/acme/profile', { authorization: supportMode(api, reference), status: 403 });
      const decide = (body: Json, status?: number) => api.put('admin', `${ACCOUNT}/${reference}`, { body, ...(status ? { status } : {}) });
      const { body: late } = await decide({ action: 'approve', approval_expiry: '2026-11-05T09:00:00Z' }, 422);
      expect(late.errors).toEqual([{ path: 'approval_expiry', message: 'Must not be later than the requested expiry' }]);
      const { body: gone } = await decide({ action: 'approve', approval_expiry: '2026-11-01T08:00:00Z' }, 422);
      expect(gone.errors).toEqual([{ path: 'approval_expiry', message: 'Must be in the future' }]);
      await api.put('admin', `${ACCOUNT}/${reference}`, {
        authorization: supportMode(api, APPROVED),
        body: { action: 'approve', approval_expiry: '2026-11-02T17:00:00Z' },
        status: 403,
      });

      const { body: approved } = await decide({ action: 'approve', approval_expiry: '2026-11-02 17:00:00' });
      expect(approved).toMatchObject({
        approval_state: 'approved',
        approval_expiry: '2026-11-02T17:00:00Z',
        approved_by: USERS.acmeAdmin.user,
      });
      expect((await api.get('internal', `${STAFF}/${reference}`)).body).toEqual(approved);
      expect(await byStatus(api, 'approved')).toContain(reference);
      expect(await byStatus(api, 'pending')).not.toContain(reference);
      const { body: profile } = await api.get('admin', '/api/v1/acme/profile', { authorization: supportMode(api, reference) });
      expect(profile.roles).toEqual(['Read Only']);
      await decide({ action: 'approve', approval_expiry: '2026-11-02T17:00:00Z' }, 409);
      await decide({ action: 'reject', rejection_reason: 'Too late' }, 409);
    },
  },
  {
    name: 'support access: the client rejects with a reason or revokes, which ends the session; staff cancel pending requests only (409 otherwise)',
    run: async (api) => {
      const { body: rejected } = await api.put('admin', `${ACCOUNT}/${PENDING}`, {
        body: { action: 'reject', rejection_reason: 'Use the Read Only role for this.' },
      });
      expect(rejected).toMatchObject({
        approval_state: 'rejected',
        rejection_reason: 'Use the Read Only role for this.',
        approved_by: USERS.acmeAdmin.user,
        approval_expiry: null,
      });
      expect(await byStatus(api, 'rejected')).toContain(PENDING);
      await api.put('admin', `${ACCOUNT}/${PENDING}`, { body: { action: 'revoke' }, status: 409 });

      await api.get('admin', '/api/v1/acme/profile', { authorization: supportMode(api, APPROVED) });
      const { body: revoked } = await api.put('admin', `${ACCOUNT}/${APPROVED}`, { body: { action: 'revoke' } });
      expect(revoked).toMatchObject({ approval_state: 'revoked', approved_by: USERS.acmeAdmin.user });
      await api.get('admin', '/api/v1/acme/profile', { authorization: supportMode(api, APPROVED), status: 403 });
      expect(await byStatus(api, 'approved')).not.toContain(APPROVED);
      await api.put('admin', `${ACCOUNT}/${APPROVED}`, { body: { action: 'revoke' }, status: 409 });

      const { body: made } = await api.post('internal', STAFF, { body: REQUEST });
      const { body: canceled } = await api.delete('internal', `${STAFF}/${made.request_reference}`);
      expect(canceled).toMatchObject({ request_reference: made.request_reference, approval_state: 'canceled' });
      expect((await api.get('admin', `${ACCOUNT}/${made.request_reference}`)).body.approval_state).toBe('canceled');
      await api.delete('internal', `${STAFF}/${made.request_reference}`, { status: 409 });
      await api.delete('internal', `${STAFF}/${CANCELED}`, { status: 409 });
      await api.put('admin', `${ACCOUNT}/${made.request_reference}`, {
        body: { action: 'approve', approval_expiry: '2026-11-02T17:00:00Z' },
        status: 409,
      });
      await api.delete('internal', `${STAFF}/01M000000000000000000ZZZZZ`, { status: 404 });
    },
  },
  {
    name: 'support access: a session acts only under a request the signed-in staff member made (403 for another’s)',
    run: async (api) => {
      const { body: refused } = await api.get('admin', '/api/v1/acme/profile', {
        authorization: supportMode(api, APPROVED_FOR_CARLA),
        status: 403,
      });
      expect(refused).toEqual({
        error_code: 403,
        message: `Support access request ${APPROVED_FOR_CARLA} was made by another staff member: only they can act with it`,
      });
      await api.get('client', '/api/v1/payloads', { authorization: supportMode(api, APPROVED_FOR_CARLA), status: 403 });
      const { body: profile } = await api.get('admin', '/api/v1/acme/profile', {
        authorization: supportMode(api, APPROVED_FOR_CARLA, CARLA),
      });
      expect(profile.roles).toEqual(['Device Manager']);
    },
  },
  {
    name: "support access: pending and approved requests expire on the world's clock",
    run: async (api) => {
      const { body: first } = await api.post('internal', STAFF, { body: REQUEST });
      const soon = (seconds: number) => new Date(Date.parse(first.requested_at) + seconds * 1000).toISOString();
      const { body: pending } = await api.post('internal', STAFF, {
        body: { ...REQUEST, role: 'Administrator', requested_expiry: soon(2) },
      });
      const { body: approved } = await api.put('admin', `${ACCOUNT}/${first.request_reference}`, {
        body: { action: 'approve', approval_expiry: soon(2) },
      });
      await api.get('admin', '/api/v1/acme/profile', { authorization: supportMode(api, approved.request_reference) });
      await wait(2500);
      expect((await api.get('admin', `${ACCOUNT}/${pending.request_reference}`)).body).toMatchObject({
        approval_state: 'expired',
        updated_at: pending.requested_expiry,
      });
      expect((await api.get('internal', `${STAFF}/${approved.request_reference}`)).body).toMatchObject({
        approval_state: 'expired',
        updated_at: approved.approval_expiry,
      });
      expect(await byStatus(api, 'expired')).toEqual(expect.arrayContaining([pending.request_reference, approved.request_reference]));
      await api.get('admin', '/api/v1/acme/profile', { authorization: supportMode(api, approved.request_reference), status: 403 });
      await api.put('admin', `${ACCOUNT}/${approved.request_reference}`, { body: { action: 'revoke' }, status: 409 });
      await api.delete('internal', `${STAFF}/${pending.request_reference}`, { status: 409 });
    },
  },
];
