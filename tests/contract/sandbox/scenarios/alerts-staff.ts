import { expect } from 'vitest';
import { USERS, type Json, type Scenario } from '../scenario';
import { checkList, readAll } from '../lists';

const ALL = '/internal/v1/alerts';
const clientAlerts = (client: string) => `/internal/v1/clients/${client}/alerts`;
const keyOf = (alert: Json) => `${alert.client}/${alert.alert_reference}`;
const TRANSFER_FAILED = '01M64X9C90N1CXPZAHFQ37J2RK';
const NOTIFICATION = {
  alert_target: 'client',
  client: 'acme',
  alert_scope: 'ops',
  alert_severity: 'Medium',
  alert_subject: 'Scheduled maintenance',
  alert_message: 'Uploads are queued on devices during the window.',
};

export const staffAlertScenarios: Scenario[] = [
  {
    name: "alerts: staff list every client's alerts newest first, filtered by client, scope, severity, type, state and dates",
    run: async (api) => {
      const all = await checkList(api, {
        document: 'internal',
        path: ALL,
        key: keyOf,
        filters: [
          { name: 'client', query: { client: 'globex' }, keeps: (alert) => alert.client === 'globex' },
          { name: 'scope', query: { scope: 'sec' }, keeps: (alert) => alert.alert_scope === 'sec' },
          { name: 'severity', query: { severity: 'Low' }, keeps: (alert) => alert.alert_severity === 'Low' },
          { name: 'type', query: { type: 'MigrationAlert' }, keeps: (alert) => alert.alert_type === 'MigrationAlert' },
          { name: 'state', query: { state: 'Cleared' }, keeps: (alert) => alert.alert_state === 'Cleared' },
          {
            name: 'last occurrence range',
            query: { from: '2026-10-31', to: '2026-11-01' },
            keeps: (alert) => alert.last_occurrence >= '2026-10-31',
          },
          {
            name: 'first occurrence to',
            query: { date_filter: 'first_occurrence', to: '2026-10-27' },
            keeps: (alert) => alert.first_occurrence < '2026-10-28',
          },
        ],
      });
      expect(new Set(all.map((alert: Json) => alert.client))).toEqual(
        new Set(['acme', 'globex', 'banco-aurora', 'initech', 'gulf-capital']),
      );
      const last = all.map((alert: Json) => alert.last_occurrence);
      expect(last).toEqual([...last].sort().reverse());
    },
  },
  {
    name: 'alerts: staff raise a notification that the client sees at once, or one for staff themselves; 404 for an unknown client, 422 for a past expiry',
    run: async (api) => {
      const bell = (await api.get('admin', '/api/v1/acme/alerts/summary')).body.triggered;
      const { body: raised, status } = await api.post('internal', ALL, { body: NOTIFICATION });
      expect(status).toBe(201);
      expect(raised).toMatchObject({
        ...NOTIFICATION,
        alert_type: 'Notification',
        alert_state: 'Triggered',
        alert_key_type: 'Transient',
        dismissed_by: [],
        occurrences: [{ message: NOTIFICATION.alert_message }],
      });
      expect(raised.first_occurrence).toBe(raised.last_occurrence);
      const { body: clientList } = await api.get('admin', '/api/v1/acme/alerts');
      expect(clientList.data[0], 'the newest alert of the client').toEqual(raised);
      expect((await api.get('admin', '/api/v1/acme/alerts/summary')).body.triggered).toBe(bell + 1);
      expect((await api.get('admin', `/api/v1/acme/alerts/${raised.alert_reference}`)).body).toEqual(raised);

      const { body: forStaff } = await api.post('internal', ALL, {
        body: { ...NOTIFICATION, alert_target: 'admin', client: undefined, alert_scope: 'sec', expires_after: '2026-12-01 09:00:00' },
      });
      expect(forStaff).toMatchObject({ client: 'admin', alert_target: 'admin', expires_after: '2026-12-01T09:00:00Z' });
      const { body: staffOnly } = await api.get('internal', ALL, { query: { client: 'admin' } });
      expect(staffOnly.data).toEqual([forStaff]);
      expect((await api.get('internal', `${clientAlerts('admin')}/${forStaff.alert_reference}`)).body).toEqual(forStaff);

      await api.post('internal', ALL, { body: { ...NOTIFICATION, client: 'nobody' }, status: 404 });
      const { body: past } = await api.post('internal', ALL, {
        body: { ...NOTIFICATION, expires_after: '2026-10-01T00:00:00Z' },
        status: 422,
      });
      expect(past.errors).toEqual([{ path: 'expires_after', message: 'Must be in the future' }]);
    },
  },
  {
    name: "alerts: staff read, clear and dismiss a client's alert there; 404 for an unknown alert or client",
    run: async (api) => {
      const { body: alert } = await api.get('internal', `${clientAlerts('acme')}/${TRANSFER_FAILED}`);
      expect(alert).toMatchObject({ client: 'acme', alert_state: 'Triggered', alert_subject: 'Transfer failed' });
      await api.put('internal', clientAlerts('acme'), {
        body: { alert_references: [TRANSFER_FAILED], cleared_reason: 'Fixed the bucket policy' },
        status: 204,
      });
      const { body: seenByClient } = await api.get('admin', `/api/v1/acme/alerts/${TRANSFER_FAILED}`);
      expect(seenByClient).toMatchObject({
        alert_state: 'Cleared',
        cleared_by: USERS.staff.user,
        cleared_reason: 'Fixed the bucket policy',
      });
      const { body: cleared } = await api.get('internal', ALL, { query: { client: 'acme', state: 'Cleared', type: 'TransferAlert' } });
      expect(cleared.data.map((entry: Json) => entry.alert_reference)).toContain(TRANSFER_FAILED);

      const globex = await readAll(api, { document: 'internal', path: ALL, query: { client: 'globex', state: 'Triggered' } });
      const reference = globex[0].alert_reference;
      await api.put('internal', `${clientAlerts('globex')}/dismiss`, { body: { alert_references: [reference] }, status: 204 });
      expect((await api.get('internal', `${clientAlerts('globex')}/${reference}`)).body.dismissed_by).toEqual([USERS.staff.user]);

      await api.get('internal', `${clientAlerts('acme')}/01NOSUCHALERT0000000000000`, { status: 404 });
      await api.put('internal', clientAlerts('acme'), { body: { alert_references: [reference] }, status: 404 });
      await api.put('internal', `${clientAlerts('nobody')}/dismiss`, { body: { alert_references: [reference] }, status: 404 });
    },
  },
];
