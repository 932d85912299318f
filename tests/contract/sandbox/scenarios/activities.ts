import { expect } from 'vitest';
import type { Json, Scenario } from '../scenario';
import { checkList, readAll } from '../lists';

const key = (activity: Json) => activity.log_id;
/** The seeded activities end before the world's clock starts; the calls of a scenario come after. */
const SEEDED = { to: '2026-11-01-085959' };
/** An ISO time as a `to` parameter (`YYYY-MM-DD-HHMMSS`). */
const stamp = (time: string) => `${time.slice(0, 10)}-${time.slice(11, 19).replaceAll(':', '')}`;
const reviewer = { client: 'acme', user: 'priya.natarajan@acme.example', name: 'Priya Natarajan' };

export const activityScenarios: Scenario[] = [
  {
    name: 'activities: the portal audit log pages newest first and filters on user, action, outcome, client apps, group and time',
    run: async (api) => {
      const seeded = await readAll(api, { document: 'admin', path: '/api/v1/acme/activities', query: SEEDED });
      const times = seeded.map((activity) => activity.activity_time);
      expect(times).toEqual([...times].sort().reverse());
      const reviewerCalls = seeded.find((activity) => activity.user_reference === reviewer.user);
      await checkList(api, {
        document: 'admin',
        path: '/api/v1/acme/activities',
        query: SEEDED,
        key,
        total: true,
        filters: [
          { name: 'user', query: { user_reference: reviewer.user }, keeps: (activity) => activity.user_reference === reviewer.user },
          { name: 'action', query: { action: reviewerCalls.action }, keeps: (activity) => activity.action === reviewerCalls.action },
          { name: 'denied', query: { is_allowed: false }, keeps: (activity) => !activity.is_allowed },
          { name: 'allowed', query: { is_allowed: true }, keeps: (activity) => activity.is_allowed },
          { name: 'client apps', query: { is_client_app: true }, keeps: (activity) => activity.is_client_app },
          { name: 'group', query: { group: 'Compliance' }, keeps: (activity) => activity.group === 'Compliance' },
          { name: 'from', query: { from: '2026-11-01' }, keeps: (activity) => activity.activity_time >= '2026-11-01' },
        ],
      });
    },
  },
  {
    name: 'activities: calls of portal users are logged as they are answered, with their parameters, roles and refusals',
    run: async (api) => {
      const [payload] = await readAll(
        api,
        { document: 'client', path: '/api/v1/payloads', query: { limit: 1, group: 'London Trading' }, as: reviewer },
        1,
      );
      await api.get('client', `/api/v1/payloads/${payload.payload_reference}`, { as: reviewer });
      await api.put('admin', '/api/v1/acme/alerts', {
        as: reviewer,
        body: { alert_references: ['01JBZZZZZZZZZZZZZZZZZZZZZZ'] },
        status: 403,
      });
      const { body } = await api.get('admin', '/api/v1/acme/activities', {
        query: { user_reference: reviewer.user, from: '2026-11-01-090000' },
      });
      const [denied, read] = body.data;
      expect(read).toMatchObject({
        action: 'getPayload',
        is_allowed: true,
        status_code: 200,
        parameters: { payload_reference: payload.payload_reference },
        roles: ['Compliance Reviewer'],
        is_client_app: false,
      });
      expect(denied).toMatchObject({ action: 'clearAlerts', is_allowed: false, status_code: 403 });
      expect(denied.denial_reason).toEqual(expect.any(String));
      const { body: own } = await api.get('admin', '/api/v1/acme/activities', {
        query: { action: 'listActivities', from: '2026-11-01-090000' },
      });
      expect(own.data.length).toBeGreaterThan(0);
    },
  },
  {
    name: 'activities: device calls page newest first and filter on device, user, action, outcome, group and time',
    run: async (api) => {
      const all = await readAll(api, { document: 'admin', path: '/api/v1/acme/device_activities' });
      const [first] = all;
      const middle = all[Math.floor(all.length / 2)].activity_time;
      await checkList(api, {
        document: 'admin',
        path: '/api/v1/acme/device_activities',
        key,
        total: true,
        filters: [
          {
            name: 'device',
            query: { device_reference: first.device_reference },
            keeps: (activity) => activity.device_reference === first.device_reference,
          },
          {
            name: 'user',
            query: { device_user_reference: first.device_user_reference },
            keeps: (activity) => activity.device_user_reference === first.device_user_reference,
          },
          { name: 'action', query: { action: 'uploadPayload' }, keeps: (activity) => activity.action === 'uploadPayload' },
          { name: 'denied', query: { is_allowed: false }, keeps: (activity) => !activity.is_allowed },
          { name: 'group', query: { group: first.group }, keeps: (activity) => activity.group === first.group },
          { name: 'to', query: { to: stamp(middle) }, keeps: (activity) => activity.activity_time.slice(0, 19) <= middle.slice(0, 19) },
        ],
      });
    },
  },
];
