import { expect } from 'vitest';
import type { Json, Scenario } from '../scenario';
import { checkList, readAll } from '../lists';

const key = (device: Json) => device.device_reference;
const status = (device: Json) => (device.is_deactivated ? 'deactivated' : device.activated_at || device.is_legacy ? 'active' : 'pending');
const devicePath = (reference: string) => `/api/v1/acme/devices/${encodeURIComponent(reference)}`;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const deviceScenarios: Scenario[] = [
  {
    name: 'devices: the list pages by reference, counts its total and filters on every parameter',
    run: async (api) => {
      const all = await readAll(api, { document: 'admin', path: '/api/v1/acme/devices' });
      expect(all.map(key)).toEqual([...all.map(key)].sort());
      const [first] = all;
      const withImei = all.find((device) => device.imeis.length);
      await checkList(api, {
        document: 'admin',
        path: '/api/v1/acme/devices',
        key,
        total: true,
        filters: [
          { name: 'group', query: { group: 'London Trading' }, keeps: (device) => device.group === 'London Trading' },
          {
            name: 'user',
            query: { device_user_reference: first.device_user_reference },
            keeps: (device) => device.device_user_reference === first.device_user_reference,
          },
          { name: 'active', query: { status: 'active' }, keeps: (device) => status(device) === 'active' },
          { name: 'pending', query: { status: 'pending' }, keeps: (device) => status(device) === 'pending' },
          { name: 'deactivated', query: { status: 'deactivated' }, keeps: (device) => status(device) === 'deactivated' },
          { name: 'legacy', query: { is_legacy: true }, keeps: (device) => device.is_legacy },
          { name: 'service', query: { service: 'videos' }, keeps: (device) => device.services.includes('videos') },
          {
            name: 'app version',
            query: { app_version: first.app_version ?? all.find((device) => device.app_version).app_version },
            keeps: (device) => device.app_version === (first.app_version ?? all.find((entry) => entry.app_version).app_version),
          },
          { name: 'os version', query: { os_version: '14' }, keeps: (device) => device.os_version === '14' },
          { name: 'search by IMEI', query: { search: withImei.imeis[0] }, keeps: (device) => device.imeis.includes(withImei.imeis[0]) },
        ],
      });
    },
  },
  {
    name: 'devices: one device and its history; deactivation is kept, idempotent, and shows in the lists; 404 for an unknown one',
    run: async (api) => {
      const active = await readAll(api, { document: 'admin', path: '/api/v1/acme/devices', query: { status: 'active', is_legacy: false } });
      const target = active[0];
      const { body: device } = await api.get('admin', devicePath(target.device_reference));
      expect(device).toEqual(target);
      const { body: history } = await api.get('admin', `${devicePath(target.device_reference)}/history`);
      expect(history.device_reference).toBe(target.device_reference);
      const { body: deactivated } = await api.delete('admin', devicePath(target.device_reference));
      expect(deactivated).toMatchObject({ is_deactivated: true, deactivation_date: expect.any(String) });
      const { body: again } = await api.delete('admin', devicePath(target.device_reference));
      expect(again.deactivation_date).toBe(deactivated.deactivation_date);
      const listed = await readAll(api, { document: 'admin', path: '/api/v1/acme/devices', query: { status: 'deactivated' } });
      expect(listed.map(key)).toContain(target.device_reference);
      await api.get('admin', devicePath('no-such-device'), { status: 404 });
    },
  },
  {
    name: 'devices: commands across devices and of one device filter on device, group, command, state and time',
    run: async (api) => {
      const all = await readAll(api, { document: 'admin', path: '/api/v1/acme/commands' });
      const sent = all.map((command) => command.sent_at);
      expect(sent).toEqual([...sent].sort().reverse());
      const [first] = all;
      const middle = all[Math.floor(all.length / 2)].sent_at.slice(0, 10);
      await checkList(api, {
        document: 'admin',
        path: '/api/v1/acme/commands',
        key: (command) => command.command_reference,
        total: true,
        filters: [
          {
            name: 'device',
            query: { device_reference: first.device_reference },
            keeps: (command) => command.device_reference === first.device_reference,
          },
          { name: 'group', query: { group: first.group }, keeps: (command) => command.group === first.group },
          { name: 'command', query: { command: 'diagnostics_upload' }, keeps: (command) => command.command === 'diagnostics_upload' },
          { name: 'state', query: { state: 'Completed' }, keeps: (command) => command.state === 'Completed' },
          { name: 'from', query: { from: middle }, keeps: (command) => command.sent_at >= middle },
        ],
      });
      const ofDevice = await readAll(api, { document: 'admin', path: `${devicePath(first.device_reference)}/commands` });
      expect(ofDevice.map((command) => command.command_reference)).toEqual(
        all.filter((command) => command.device_reference === first.device_reference).map((command) => command.command_reference),
      );
    },
  },
  {
    name: 'devices: a command sent to a device is listed Sent, then moves on; deactivated devices and devices without a push token refuse it (409)',
    run: async (api) => {
      const devices = await readAll(api, { document: 'admin', path: '/api/v1/acme/devices', query: { status: 'active' } });
      const reachable = devices.filter((device) => device.fcm_token && !device.is_legacy);
      const online = reachable.sort((a, b) => (a.last_seen < b.last_seen ? 1 : -1))[0];
      const path = `${devicePath(online.device_reference)}/commands`;
      const { status, body: command } = await api.post('admin', path, { body: { command: 'sync_data', params: { from: '2026-10-01' } } });
      expect(status).toBe(201);
      expect(command).toMatchObject({
        command: 'sync_data',
        params: { from: '2026-10-01' },
        state: 'Sent',
        raised_by: 'it.admin@acme.example',
        group: online.group,
        completed_at: null,
      });
      const { body: listed } = await api.get('admin', '/api/v1/acme/commands', { query: { device_reference: online.device_reference } });
      expect(listed.data[0].command_reference).toBe(command.command_reference);
      await wait(6_500);
      const { body: later } = await api.get('admin', path);
      expect(later.data[0]).toMatchObject({
        command_reference: command.command_reference,
        state: 'Completed',
        completed_at: expect.any(String),
      });
      const noToken = devices.find((device) => !device.fcm_token);
      if (noToken)
        await api.post('admin', `${devicePath(noToken.device_reference)}/commands`, { body: { command: 'sync_data' }, status: 409 });
      await api.delete('admin', devicePath(online.device_reference));
      await api.post('admin', path, { body: { command: 'sync_data' }, status: 409 });
    },
  },
  {
    name: 'devices: telemetry lists the latest report per device, without deactivated ones unless asked; one device has its reports newest first',
    run: async (api) => {
      const latest = await checkList(api, {
        document: 'admin',
        path: '/api/v1/acme/telemetry',
        key: (report) => report.device_reference,
        total: true,
        filters: [
          { name: 'group', query: { group: 'London Trading' }, keeps: (report) => report.group === 'London Trading' },
          {
            name: 'user',
            query: { device_user_reference: 'james.whitfield' },
            keeps: (report) => report.device_user_reference === 'james.whitfield',
          },
        ],
      });
      const withDeactivated = await readAll(api, {
        document: 'admin',
        path: '/api/v1/acme/telemetry',
        query: { include_deactivated: true },
      });
      expect(withDeactivated.length).toBeGreaterThan(latest.length);
      const [first] = latest;
      const reports = await readAll(api, { document: 'admin', path: `${devicePath(first.device_reference)}/telemetry` });
      expect(reports[0]).toEqual(first);
      expect(reports.length).toBeGreaterThan(1);
      const { body: older } = await api.get('admin', `${devicePath(first.device_reference)}/telemetry`, {
        query: { to: reports[1].reported_at.slice(0, 10) },
      });
      expect(older.data.every((report: Json) => report.reported_at.slice(0, 10) <= reports[1].reported_at.slice(0, 10))).toBe(true);
    },
  },
];
