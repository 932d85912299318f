import { expect } from 'vitest';
import type { Json, Scenario } from '../scenario';
import { checkList, readAll } from '../lists';

const gpsKey = (point: Json) => point.gps_reference;
const logKey = (log: Json) => log.log_id;
const supervisor = { client: 'acme', user: 'joao.pereira@acme.example', name: 'João Pereira' };

function expectNewestFirst(records: Json[], field: string): void {
  const times = records.map((record) => record[field]);
  expect(times).toEqual([...times].sort().reverse());
}

export const trackScenarios: Scenario[] = [
  {
    name: 'tracks: GPS points across devices page newest first and narrow by device, user, group and time',
    run: async (api) => {
      const all = await readAll(api, { document: 'client', path: '/api/v1/gps' });
      expectNewestFirst(all, 'timestamp');
      const [first] = all;
      const middle = all[Math.floor(all.length / 2)].timestamp.slice(0, 10);
      await checkList(api, {
        document: 'client',
        path: '/api/v1/gps',
        key: gpsKey,
        total: true,
        filters: [
          {
            name: 'device',
            query: { device_reference: first.device_reference },
            keeps: (point) => point.device_reference === first.device_reference,
          },
          {
            name: 'user',
            query: { device_user_reference: first.device_user_reference },
            keeps: (point) => point.device_user_reference === first.device_user_reference,
          },
          { name: 'group', query: { group: first.group }, keeps: (point) => point.group === first.group },
          { name: 'from', query: { from: middle }, keeps: (point) => point.timestamp >= middle },
          { name: 'to', query: { to: middle }, keeps: (point) => point.timestamp.slice(0, 10) <= middle },
        ],
      });
    },
  },
  {
    name: 'tracks: the track of a device and of a device user; unknown ones are 404',
    run: async (api) => {
      const [first] = await readAll(api, { document: 'client', path: '/api/v1/gps', query: { limit: 1 } }, 1);
      const track = await readAll(api, { document: 'client', path: `/api/v1/devices/${encodeURIComponent(first.device_reference)}/gps` });
      expect(track.length).toBeGreaterThan(2);
      expect(track.every((point) => point.device_reference === first.device_reference)).toBe(true);
      const ofUser = await readAll(api, {
        document: 'client',
        path: `/api/v1/users/${encodeURIComponent(first.device_user_reference)}/gps`,
      });
      expect(ofUser.every((point) => point.device_user_reference === first.device_user_reference)).toBe(true);
      const { body: total } = await api.get('client', `/api/v1/devices/${encodeURIComponent(first.device_reference)}/gps`, {
        query: { query_result: 'total', device_user_reference: first.device_user_reference },
      });
      expect(total.total).toBe(track.filter((point) => point.device_user_reference === first.device_user_reference).length);
      await api.get('client', '/api/v1/devices/no-such-device/gps', { status: 404 });
      await api.get('client', '/api/v1/users/no-such-user/gps', { status: 404 });
    },
  },
  {
    name: 'tracks: device logs page newest first and narrow by level, class, payload, device, user, group and time',
    run: async (api) => {
      const all = await readAll(api, { document: 'client', path: '/api/v1/device_logs' });
      expectNewestFirst(all, 'log_datetime');
      const [first] = all;
      const aboutPayload = all.find((log) => log.payload_reference);
      const middle = all[Math.floor(all.length / 2)].log_datetime.slice(0, 10);
      await checkList(api, {
        document: 'client',
        path: '/api/v1/device_logs',
        key: logKey,
        total: true,
        filters: [
          { name: 'levels', query: { log_level: ['ERROR', 'WARN'] }, keeps: (log) => ['ERROR', 'WARN'].includes(log.log_level) },
          { name: 'class', query: { log_class: first.log_class }, keeps: (log) => log.log_class === first.log_class },
          {
            name: 'payload',
            query: { payload_reference: aboutPayload.payload_reference },
            keeps: (log) => log.payload_reference === aboutPayload.payload_reference,
          },
          {
            name: 'device',
            query: { device_reference: first.device_reference },
            keeps: (log) => log.device_reference === first.device_reference,
          },
          {
            name: 'user',
            query: { device_user_reference: first.device_user_reference },
            keeps: (log) => log.device_user_reference === first.device_user_reference,
          },
          { name: 'group', query: { group: first.group }, keeps: (log) => log.group === first.group },
          { name: 'from', query: { from: middle }, keeps: (log) => log.log_datetime >= middle },
        ],
      });
    },
  },
  {
    name: 'tracks: the logs of a device and of a device user',
    run: async (api) => {
      const all = await readAll(api, { document: 'client', path: '/api/v1/device_logs' });
      const [first] = all;
      const ofDevice = await readAll(api, {
        document: 'client',
        path: `/api/v1/devices/${encodeURIComponent(first.device_reference)}/logs`,
      });
      expect(ofDevice.map(logKey)).toEqual(all.filter((log) => log.device_reference === first.device_reference).map(logKey));
      const errors = await readAll(api, {
        document: 'client',
        path: `/api/v1/devices/${encodeURIComponent(first.device_reference)}/logs`,
        query: { log_level: ['INFO'] },
      });
      expect(errors.map(logKey)).toEqual(ofDevice.filter((log) => log.log_level === 'INFO').map(logKey));
      const ofUser = await readAll(api, {
        document: 'client',
        path: `/api/v1/users/${encodeURIComponent(first.device_user_reference)}/logs`,
      });
      expect(ofUser.map(logKey)).toEqual(all.filter((log) => log.device_user_reference === first.device_user_reference).map(logKey));
      await api.get('client', '/api/v1/devices/no-such-device/logs', { status: 404 });
      await api.get('client', '/api/v1/users/no-such-user/logs', { status: 404 });
    },
  },
  {
    name: 'tracks: a user whose role is limited to a region sees only the points and logs of its groups',
    run: async (api) => {
      const path = '/api/v1/acme/roles/Sao%20Paulo%20Supervisor';
      const { body: role } = await api.get('admin', path);
      const everyAction = {
        actions_matching: '*',
        is_denied: false,
        is_regex: false,
        conditions: [{ keys_matching: 'region', values_matching: 'br', is_denied: false, is_regex: false }],
      };
      await api.put('admin', path, {
        body: {
          description: role.description,
          payload_types: role.payload_types,
          alert_permissions: role.alert_permissions,
          permissions: [everyAction],
        },
      });
      const everything = await readAll(api, { document: 'client', path: '/api/v1/device_logs' });
      const limited = await readAll(api, { document: 'client', path: '/api/v1/device_logs', as: supervisor });
      expect(limited.length).toBeGreaterThan(0);
      expect(limited.length).toBeLessThan(everything.length);
      expect(new Set(limited.map((log) => log.group))).toEqual(new Set(['Sao Paulo Vendas']));
      const points = await readAll(api, { document: 'client', path: '/api/v1/gps', as: supervisor });
      expect(new Set(points.map((point) => point.group))).toEqual(new Set(['Sao Paulo Vendas']));
    },
  },
];
