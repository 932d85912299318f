import { expect } from 'vitest';
import type { Json, Scenario } from '../scenario';
import { checkList, readAll } from '../lists';

const TYPES = ['AbortedCall', 'BlockedCall', 'Call', 'Diagnostics', 'Interview', 'Photo', 'Video', 'MMS', 'RCS', 'SMS'];
const metricsPath = (scope: string) => `/api/v1/acme/metrics/${scope}`;

/** Payload counts per type of some payloads. */
function countByType(payloads: Json[]): Record<string, number> {
  return Object.fromEntries(TYPES.map((type) => [type, payloads.filter((payload) => payload.payload_type === type).length]));
}

/** The sum per type over the periods of a scope. */
function sumOf(periods: Json[]): Record<string, number> {
  return Object.fromEntries(TYPES.map((type) => [type, periods.reduce((sum, period) => sum + period[type], 0)]));
}

/** The counts of the dashboard a test can tell from the lists (legacy records aside). */
const countsOf = (users: Json[], devices: Json[]) => {
  const current = devices.filter((device) => !device.is_legacy);
  const people = users.filter((user) => !user.is_legacy);
  return {
    devices: {
      activated: current.filter((device) => !device.is_deactivated && device.activated_at).length,
      deactivated: current.filter((device) => device.is_deactivated).length,
    },
    users: { onboarded: people.filter((user) => user.is_active).length, offboarded: people.filter((user) => !user.is_active).length },
  };
};

export const overviewScenarios: Scenario[] = [
  {
    name: 'overview: the dashboard counts the devices and users the lists show, and follows a deactivation',
    run: async (api) => {
      const devices = await readAll(api, { document: 'admin', path: '/api/v1/acme/devices' });
      const users = await readAll(api, { document: 'admin', path: '/api/v1/acme/users' });
      const { body: before } = await api.get('admin', '/api/v1/acme/dashboard');
      expect(before).toMatchObject(countsOf(users, devices));
      const active = devices.filter((device) => !device.is_legacy && !device.is_deactivated && device.activated_at);
      const versions = new Map<string, number>();
      for (const device of active) versions.set(device.app_version, (versions.get(device.app_version) ?? 0) + 1);
      expect(Object.fromEntries(before.app_versions.map((entry: Json) => [entry.version, entry.count]))).toMatchObject(
        Object.fromEntries(versions),
      );
      const [target] = active;
      await api.delete('admin', `/api/v1/acme/devices/${encodeURIComponent(target.device_reference)}`);
      const { body: after } = await api.get('admin', '/api/v1/acme/dashboard');
      expect(after.devices.activated).toBe(before.devices.activated - 1);
      expect(after.devices.deactivated).toBe(before.devices.deactivated + 1);
    },
  },
  {
    name: 'overview: metrics count the payloads per type in every period, newest first, narrowed by period and group',
    run: async (api) => {
      const payloads = await readAll(api, { document: 'client', path: '/api/v1/payloads' });
      const { body: summary } = await api.get('admin', metricsPath('Summary'));
      expect(summary.data).toEqual([{ id: 'summary', ...countByType(payloads) }]);
      const recent = await readAll(api, { document: 'admin', path: metricsPath('Daily') });
      expect(recent.length, 'without from, Daily goes back a month at most').toBe(31);
      const since = { from: payloads.at(-1).meta.payload_time.slice(0, 10) };
      const daily = await checkList(api, { document: 'admin', path: metricsPath('Daily'), query: since, key: (period) => period.id });
      const ids = daily.map((period) => period.id);
      expect(ids).toEqual([...ids].sort().reverse());
      expect(ids.at(-1)).toBe(since.from);
      expect(sumOf(daily)).toEqual(countByType(payloads));
      const day = payloads[0].meta.payload_time.slice(0, 10);
      expect(daily.find((period) => period.id === day)).toMatchObject(
        countByType(payloads.filter((payload) => payload.meta.payload_time.startsWith(day))),
      );
      const { body: oneDay } = await api.get('admin', metricsPath('Daily'), { query: { from: day, to: day } });
      expect(oneDay.data.map((period: Json) => period.id)).toEqual([day]);
      const group = payloads[0].group;
      const ofGroup = await readAll(api, { document: 'admin', path: metricsPath('Daily'), query: { ...since, group } });
      expect(sumOf(ofGroup)).toEqual(countByType(payloads.filter((payload) => payload.group === group)));
      for (const [scope, pattern] of [
        ['Weekly', /^\d{4}-W\d{2}$/],
        ['Monthly', /^\d{4}-\d{2}$/],
        ['Yearly', /^\d{4}$/],
      ] as const) {
        const periods = await readAll(api, { document: 'admin', path: metricsPath(scope), query: since });
        expect(
          periods.every((period) => pattern.test(period.id)),
          scope,
        ).toBe(true);
        expect(sumOf(periods), scope).toEqual(countByType(payloads));
      }
    },
  },
  {
    name: 'overview: licence use counts active devices per service and follows the provider limits',
    run: async (api) => {
      const devices = await readAll(api, { document: 'admin', path: '/api/v1/acme/devices' });
      const { body: licences } = await api.get('admin', '/api/v1/acme/licenses');
      const active = devices.filter((device) => !device.is_deactivated && device.activated_at);
      for (const entry of licences.services)
        expect(entry.used, entry.service).toBe(active.filter((device) => device.services.includes(entry.service)).length);
    },
  },
];
