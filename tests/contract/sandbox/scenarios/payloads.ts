import { expect } from 'vitest';
import { checkList, readAll } from '../lists';
import type { Json, ScenarioApi, Scenario } from '../scenario';

const key = (payload: Json) => payload.payload_reference;
const CALLS = ['Call', 'AbortedCall', 'BlockedCall'];

/** The seeded approved support request of acme with role `role`. */
/** The Authorization header of the staff member who made acme's approved request for `role`, acting under it. */
async function supportMode(api: ScenarioApi, role: string): Promise<string> {
  const { body } = await api.get('admin', '/api/v1/acme/supportaccess', { query: { approval_state: 'approved' } });
  const request = body.data.find((entry: Json) => entry.role === role && entry.approval_state === 'approved');
  const staff = { client: 'admin', user: request.requested_by, name: request.requested_by };
  return `${request.request_reference} Bearer ${api.token(staff)}`;
}

export const payloadScenarios: Scenario[] = [
  {
    name: 'payloads: the list pages by last_key, counts a total and applies every filter',
    run: async (api) => {
      await checkList(api, {
        document: 'client',
        path: '/api/v1/payloads',
        key,
        total: true,
        filters: [
          { name: 'types (calls)', query: { types: CALLS }, keeps: (payload) => CALLS.includes(payload.payload_type) },
          { name: 'types (photos)', query: { types: ['Photo'] }, keeps: (payload) => payload.payload_type === 'Photo' },
          {
            name: 'payload_state',
            query: { payload_state: ['Processed', 'Deleted'] },
            keeps: (payload) => ['Processed', 'Deleted'].includes(payload.payload_state),
          },
          { name: 'is_late', query: { is_late: true }, keeps: (payload) => payload.is_late },
          { name: 'not late', query: { is_late: false }, keeps: (payload) => !payload.is_late },
          { name: 'device', query: { device_reference: 'ldn-trd-001' }, keeps: (payload) => payload.device_reference === 'ldn-trd-001' },
          {
            name: 'device user',
            query: { device_user_reference: 'ana.souza' },
            keeps: (payload) => payload.device_user_reference === 'ana.souza',
          },
          { name: 'group', query: { group: 'Middle East Desk' }, keeps: (payload) => payload.group === 'Middle East Desk' },
          {
            name: 'from/to on payload_time',
            query: { from: '2026-10-15', to: '2026-10-25' },
            keeps: (payload) => payload.meta.payload_time >= '2026-10-15' && payload.meta.payload_time < '2026-10-26',
          },
          {
            name: 'from/to on processed_at',
            query: { date_filter: 'processed_at', from: '2026-10-20-120000' },
            keeps: (payload) => Boolean(payload.processed_at) && payload.processed_at >= '2026-10-20T12:00:00',
          },
          {
            name: 'search by number',
            query: { search: '447700900555' },
            keeps: (payload) => payload.all_numbers.some((number: string | null) => number?.includes('447700900555')),
          },
        ],
      });
      const byUpdate = await readAll(api, { document: 'client', path: '/api/v1/payloads', query: { date_filter: 'updated_at' } });
      const times = byUpdate.map((payload) => payload.updated_at ?? '');
      expect(times).toEqual([...times].sort().reverse());
    },
  },
  {
    name: 'payloads: device and device user lists narrow to their own, and 404 for an unknown one',
    run: async (api) => {
      const device = await checkList(api, {
        document: 'client',
        path: '/api/v1/devices/ldn-trd-001/payloads',
        key,
        total: true,
        filters: [{ name: 'types', query: { types: ['SMS'] }, keeps: (payload) => payload.payload_type === 'SMS' }],
      });
      expect(device.every((payload) => payload.device_reference === 'ldn-trd-001')).toBe(true);
      const user = await readAll(api, { document: 'client', path: '/api/v1/users/ana.souza/payloads' });
      expect(user.length).toBeGreaterThan(0);
      expect(user.every((payload) => payload.device_user_reference === 'ana.souza')).toBe(true);
      await api.get('client', '/api/v1/devices/no-such-device/payloads', { status: 404 });
      await api.get('client', '/api/v1/users/no.such.user/payloads', { status: 404 });
    },
  },
  {
    name: 'payloads: a view and a play are audited; data links answer per status',
    run: async (api) => {
      const calls = await readAll(api, {
        document: 'client',
        path: '/api/v1/payloads',
        query: { types: ['Call'], payload_state: ['Processed'] },
      });
      const call = calls.find((payload) => payload.group === 'London Trading');
      const { body: detail } = await api.get('client', `/api/v1/payloads/${call.payload_reference}`);
      expect(detail.payload_reference).toBe(call.payload_reference);
      const { body: data } = await api.get('client', `/api/v1/payloads/${call.payload_reference}/data`, { query: { action: 'play' } });
      expect(data).toMatchObject({ status: 'Ok', s3_url: expect.stringContaining('/media/') });
      const { body: audit } = await api.get('client', `/api/v1/payloads/${call.payload_reference}/audit`);
      expect(audit.records.slice(-2).map((record: Json) => [record.portal_user, record.action])).toEqual([
        ['it.admin@acme.example', 'GetPayload'],
        ['it.admin@acme.example', 'GetPayloadData:play'],
      ]);
      const blocked = (await readAll(api, { document: 'client', path: '/api/v1/payloads', query: { types: ['BlockedCall'] } }))[0];
      const unknown = '01JBZZZZZZZZZZZZZZZZZZZZZZ';
      const { body: batch } = await api.get('client', '/api/v1/data', {
        query: { payload_references: [call.payload_reference, blocked.payload_reference, unknown] },
      });
      expect(batch.data.map((entry: Json) => entry.status)).toEqual(['Ok', 'NoS3Url', 'NoMatchingRecord']);
      await api.get('client', `/api/v1/payloads/${unknown}`, { status: 404 });
    },
  },
  {
    name: 'payloads: a receipt shows on the payload, in its audit and in the list',
    run: async (api) => {
      const calls = await readAll(api, { document: 'client', path: '/api/v1/payloads', query: { types: ['Call'] } });
      const open = calls.filter((payload) => !payload.receipt_confirmed_at).slice(0, 2);
      const unknown = '01JBZZZZZZZZZZZZZZZZZZZZZZ';
      const { body } = await api.post('client', '/api/v1/receipts', { body: { payload_references: [...open.map(key), unknown] } });
      expect(body.data.map((entry: Json) => entry.status)).toEqual(['Ok', 'Ok', 'NoMatchingRecord']);
      const { body: detail } = await api.get('client', `/api/v1/payloads/${open[0].payload_reference}`);
      expect(detail).toMatchObject({
        receipt_confirmed_by: 'it.admin@acme.example',
        receipt_confirmed_at: body.data[0].receipt_confirmed_at,
      });
      const { body: audit } = await api.get('client', `/api/v1/payloads/${open[0].payload_reference}/audit`);
      expect(audit.receipts.at(-1)).toEqual({ user: 'it.admin@acme.example', time: body.data[0].receipt_confirmed_at });
      expect(audit.records.map((record: Json) => record.action)).toContain('ConfirmReceipts');
      const after = await readAll(api, { document: 'client', path: '/api/v1/payloads', query: { types: ['Call'] } });
      expect(after.find((payload) => payload.payload_reference === open[1].payload_reference).receipt_confirmed_by).toBe(
        'it.admin@acme.example',
      );
    },
  },
  {
    name: 'payloads: only a Deleted payload is restored; the thread answers oldest first',
    run: async (api) => {
      const [deleted] = await readAll(api, { document: 'client', path: '/api/v1/payloads', query: { payload_state: ['Deleted'] } });
      const { body: restored } = await api.post('client', `/api/v1/payloads/${deleted.payload_reference}/restore`);
      expect(restored.payload_state).not.toBe('Deleted');
      await api.post('client', `/api/v1/payloads/${deleted.payload_reference}/restore`, { status: 409 });
      const { body: thread } = await api.get('client', '/api/v1/sms/42');
      expect(thread.count).toBe(thread.data.length);
      const times = thread.data.map((payload: Json) => payload.meta.payload_time);
      expect(times).toEqual([...times].sort());
      await api.get('client', '/api/v1/sms/no-such-thread', { status: 404 });
    },
  },
  {
    name: 'payloads: a support session acts with the role of the request: Read Only lists but may not fetch data, Device Manager may not list',
    run: async (api) => {
      const readOnly = await supportMode(api, 'Read Only');
      const seen = await readAll(api, { document: 'client', path: '/api/v1/payloads', authorization: readOnly });
      expect(seen.length).toBeGreaterThan(0);
      await api.get('client', `/api/v1/payloads/${seen[0].payload_reference}/data`, { authorization: readOnly, status: 403 });
      const deviceManager = await supportMode(api, 'Device Manager');
      await api.get('client', '/api/v1/payloads', { authorization: deviceManager, status: 403 });
    },
  },
];
