import { expect } from 'vitest';
import { USERS, type Json, type ScenarioApi, type Scenario } from '../scenario';
import { checkList, readAll } from '../lists';
import { staffAlertScenarios } from './alerts-staff';

const ALERTS = '/api/v1/acme/alerts';
const SUMMARY = '/api/v1/acme/alerts/summary';
const alertPath = (reference: string) => `${ALERTS}/${reference}`;
const keyOf = (alert: Json) => alert.alert_reference;
/** Read Only: reads operations alerts only, may not clear or dismiss any. */
const READ_ONLY = { client: 'acme', user: '<script>alert(1)</script>@acme.example', name: 'Read Only' };
/** Security Analyst: may clear and dismiss alerts, but reads and clears security alerts only. */
const ANALYST = { client: 'acme', user: 'sec.analyst@acme.example', name: 'Security Analyst' };

const TRANSFER_FAILED = '01M64X9C90N1CXPZAHFQ37J2RK';
const SIM_CHANGED = '01M68T4QV03QCM49Y0YHPXB6Q5';
const LATE_UPLOAD = '01M604CSS07Z5B2ZHBGS8NTXME';

async function triggered(api: ScenarioApi, as = USERS.acmeAdmin): Promise<number> {
  return (await api.get('admin', SUMMARY, { as })).body.triggered;
}

export const alertScenarios: Scenario[] = [
  {
    name: 'alerts: the account list pages newest first and filters on scope, severity, type, state, dates, search and dismissed',
    run: async (api) => {
      const all = await checkList(api, {
        document: 'admin',
        path: ALERTS,
        key: keyOf,
        total: true,
        filters: [
          { name: 'scope', query: { scope: 'sec' }, keeps: (alert) => alert.alert_scope === 'sec' },
          { name: 'severity', query: { severity: 'High' }, keeps: (alert) => alert.alert_severity === 'High' },
          { name: 'type', query: { type: 'DeviceAlert' }, keeps: (alert) => alert.alert_type === 'DeviceAlert' },
          { name: 'state', query: { state: 'Cleared' }, keeps: (alert) => alert.alert_state === 'Cleared' },
          {
            name: 'last occurrence range',
            query: { from: '2026-10-29', to: '2026-10-30' },
            keeps: (alert) => alert.last_occurrence >= '2026-10-29' && alert.last_occurrence < '2026-10-31',
          },
          {
            name: 'first occurrence from',
            query: { date_filter: 'first_occurrence', from: '2026-10-29-120000' },
            keeps: (alert) => alert.first_occurrence >= '2026-10-29T12:00:00Z',
          },
          {
            name: 'search',
            query: { search: 'TRANSFER' },
            keeps: (alert) => /transfer/i.test(`${alert.alert_subject} ${alert.alert_message}`),
          },
          {
            name: 'all at once',
            query: { scope: 'ops', state: 'Triggered', severity: 'Medium' },
            keeps: (alert) => alert.alert_scope === 'ops' && alert.alert_state === 'Triggered' && alert.alert_severity === 'Medium',
          },
        ],
      });
      const last = all.map((alert: Json) => alert.last_occurrence);
      expect(last, 'newest last occurrence first').toEqual([...last].sort().reverse());
      const { body: byFirst } = await api.get('admin', ALERTS, { query: { date_filter: 'first_occurrence' } });
      const first = byFirst.data.map((alert: Json) => alert.first_occurrence);
      expect(first, 'newest first occurrence first').toEqual([...first].sort().reverse());

      await api.put('admin', `${ALERTS}/dismiss`, { body: { alert_references: [LATE_UPLOAD, SIM_CHANGED] }, status: 204 });
      await checkList(api, {
        document: 'admin',
        path: ALERTS,
        key: keyOf,
        query: { include_dismissed: true },
        filters: [
          {
            name: 'without the dismissed',
            query: { include_dismissed: false },
            keeps: (alert) => !alert.dismissed_by.includes(USERS.acmeAdmin.user),
          },
        ],
      });
    },
  },
  {
    name: 'alerts: a user reads the scopes their roles allow only; another scope is a 403 in the list, the detail and the summary',
    run: async (api) => {
      const seen = await readAll(api, { document: 'admin', path: ALERTS, as: ANALYST });
      expect(seen.length).toBeGreaterThan(2);
      expect(new Set(seen.map((alert: Json) => alert.alert_scope))).toEqual(new Set(['sec']));
      await api.get('admin', ALERTS, { as: ANALYST, query: { scope: 'ops' }, status: 403 });
      await api.get('admin', alertPath(TRANSFER_FAILED), { as: ANALYST, status: 403 });
      const { body: summary } = await api.get('admin', SUMMARY, { as: ANALYST });
      expect(summary.ops).toBeUndefined();
      expect(summary.sec.High.Triggered).toBe(
        seen.filter((alert: Json) => alert.alert_severity === 'High' && alert.alert_state === 'Triggered').length,
      );
      await api.get('admin', alertPath('01NOSUCHALERT0000000000000'), { status: 404 });
    },
  },
  {
    name: 'alerts: clearing records who, when and why and the summary follows; unknown references are a 404 and a scope without write a 403, changing nothing',
    run: async (api) => {
      const before = (await api.get('admin', SUMMARY)).body;
      await api.put('admin', ALERTS, {
        body: { alert_references: [TRANSFER_FAILED, SIM_CHANGED], cleared_reason: 'Handled in INC-20411' },
        status: 204,
      });
      const { body: cleared } = await api.get('admin', alertPath(TRANSFER_FAILED));
      expect(cleared).toMatchObject({ alert_state: 'Cleared', cleared_by: USERS.acmeAdmin.user, cleared_reason: 'Handled in INC-20411' });
      expect(cleared.cleared_at).toMatch(/^2026-11-01T09:0/);
      const after = (await api.get('admin', SUMMARY)).body;
      expect(after.triggered).toBe(before.triggered - 2);
      expect(after.ops.High).toEqual({ Triggered: before.ops.High.Triggered - 1, Cleared: before.ops.High.Cleared + 1 });
      expect(after.sec.High).toEqual({ Triggered: before.sec.High.Triggered - 1, Cleared: before.sec.High.Cleared + 1 });
      const { body: clearedList } = await api.get('admin', ALERTS, { query: { state: 'Cleared', severity: 'High' } });
      expect(clearedList.data.map(keyOf)).toEqual(expect.arrayContaining([TRANSFER_FAILED, SIM_CHANGED]));

      await api.put('admin', ALERTS, { body: { alert_references: [TRANSFER_FAILED] }, status: 204 });
      expect((await api.get('admin', alertPath(TRANSFER_FAILED))).body, 'clearing again leaves the alert as it was').toEqual(cleared);

      const { body: missing } = await api.put('admin', ALERTS, {
        body: { alert_references: [LATE_UPLOAD, '01NOSUCHALERT0000000000000'] },
        status: 404,
      });
      expect(missing.message).toContain('01NOSUCHALERT0000000000000');
      await api.put('admin', ALERTS, { as: ANALYST, body: { alert_references: [LATE_UPLOAD] }, status: 403 });
      expect((await api.get('admin', alertPath(LATE_UPLOAD))).body.alert_state, 'nothing changed').toBe('Triggered');
      expect(await triggered(api)).toBe(after.triggered);
    },
  },
  {
    name: 'alerts: dismissing hides an alert from that user only, and from their bell; include_dismissed shows it again',
    run: async (api) => {
      const bell = await triggered(api);
      const readOnlyBell = await triggered(api, READ_ONLY);
      await api.put('admin', `${ALERTS}/dismiss`, { body: { alert_references: [LATE_UPLOAD] }, status: 204 });
      expect(await triggered(api)).toBe(bell - 1);
      expect(await triggered(api, READ_ONLY), 'other users still see it').toBe(readOnlyBell);
      const shown = await readAll(api, { document: 'admin', path: ALERTS });
      expect(shown.map(keyOf)).not.toContain(LATE_UPLOAD);
      const { body: withDismissed } = await api.get('admin', ALERTS, {
        query: { include_dismissed: true, type: 'PayloadAlert', scope: 'ops' },
      });
      expect(withDismissed.data.find((alert: Json) => alert.alert_reference === LATE_UPLOAD)).toMatchObject({
        alert_state: 'Triggered',
        dismissed_by: [USERS.acmeAdmin.user],
      });
      const forOthers = await readAll(api, { document: 'admin', path: ALERTS, as: READ_ONLY });
      expect(forOthers.map(keyOf)).toContain(LATE_UPLOAD);

      await api.put('admin', `${ALERTS}/dismiss`, { as: ANALYST, body: { alert_references: [LATE_UPLOAD] }, status: 403 });
      await api.put('admin', `${ALERTS}/dismiss`, { body: { alert_references: ['01NOSUCHALERT0000000000000'] }, status: 404 });
    },
  },
  {
    name: 'alerts: the summary counts by scope, severity and state in a date range, the bell counts what the user has not dismissed',
    run: async (api) => {
      await api.put('admin', `${ALERTS}/dismiss`, { body: { alert_references: [LATE_UPLOAD] }, status: 204 });
      const range = { date_filter: 'first_occurrence', from: '2026-10-27', to: '2026-10-30' };
      const { body: summary } = await api.get('admin', SUMMARY, { query: range });
      const listed = await readAll(api, { document: 'admin', path: ALERTS, query: { ...range, include_dismissed: true } });
      for (const scope of ['ops', 'sec'])
        for (const severity of ['Low', 'Medium', 'High'])
          for (const state of ['Triggered', 'Cleared'])
            expect(summary[scope][severity][state], `${scope} ${severity} ${state}`).toBe(
              listed.filter(
                (alert: Json) => alert.alert_scope === scope && alert.alert_severity === severity && alert.alert_state === state,
              ).length,
            );
      const bell = listed.filter((alert: Json) => alert.alert_state === 'Triggered' && !alert.dismissed_by.includes(USERS.acmeAdmin.user));
      expect(bell.length).toBeLessThan(listed.filter((alert: Json) => alert.alert_state === 'Triggered').length);
      expect(summary.triggered).toBe(bell.length);
      expect(summary.last_occurrence).toBe(
        bell
          .map((alert: Json) => alert.last_occurrence)
          .sort()
          .pop(),
      );
      const { body: all } = await api.get('admin', SUMMARY);
      expect(all.triggered).toBeGreaterThan(summary.triggered);
      const { body: readOnly } = await api.get('admin', SUMMARY, { as: READ_ONLY });
      expect(readOnly.sec, 'a scope the user may not read is absent').toBeUndefined();
      expect(readOnly.ops).toEqual(all.ops);
    },
  },
  ...staffAlertScenarios,
];
