import { expect } from 'vitest';
import type { Json, Scenario } from '../scenario';
import { checkList } from '../lists';

const GLOBEX_ADMIN = { client: 'globex', user: 'it.admin@globex.example', name: 'IT Admin' };
const LIMITS = { client: 'globex', mms: 10, sms: 20, calls: 30, interviews: 0, gps: 100000, photos: 6000, rcs: 1, videos: 2 };
const CLIENTS = ['acme', 'globex', 'banco-aurora', 'initech', 'gulf-capital', 'soylent'];
const text = (...values: unknown[]) => values.join(' ').toLowerCase();

export const providerScenarios: Scenario[] = [
  {
    name: 'provider: clients, countries and staff page through and search',
    run: async (api) => {
      const clients = await checkList(api, {
        document: 'internal',
        path: '/internal/v1/clients',
        key: (client) => client.client,
        filters: [
          { name: 'search a name', query: { search: 'corporation' }, keeps: (client) => text(client.display_name).includes('corporation') },
          { name: 'search a region', query: { search: 'EU-WEST' }, keeps: (client) => client.region.startsWith('eu-west') },
        ],
      });
      expect(clients.map((client: Json) => client.client)).toEqual(CLIENTS);
      await checkList(api, {
        document: 'internal',
        path: '/internal/v1/countries',
        key: (country) => country.iso_code,
        filters: [
          { name: 'search a carrier', query: { search: 'vivo' }, keeps: (country) => country.iso_code === 'BR' },
          { name: 'search MCC-MNC', query: { search: '234-15' }, keeps: (country) => country.iso_code === 'GB' },
          { name: 'search a country', query: { search: 'fran' }, keeps: (country) => country.iso_code === 'FR' },
          { name: 'search a brand', query: { search: 'Vodafone' }, keeps: (country) => ['GB', 'DE'].includes(country.iso_code) },
        ],
      });
      await checkList(api, {
        document: 'internal',
        path: '/internal/v1/staff',
        key: (member) => member.user_reference,
        filters: [
          { name: 'search a name', query: { search: 'carla' }, keeps: (member) => member.name === 'Carla Mendes' },
          {
            name: 'search an address',
            query: { search: 'former.staff@' },
            keeps: (member) => member.email === 'former.staff@provider.example',
          },
        ],
      });
    },
  },
  {
    name: "provider: licence limits saved for a client show at once in every client's overview and in the client's own licences; 422 for another client in the body, 404 for an unknown one",
    run: async (api) => {
      const before = await checkList(api, { document: 'internal', path: '/internal/v1/licenses', key: (entry) => entry.client });
      expect(before.map((entry: Json) => entry.client)).toEqual(CLIENTS);
      const { body: saved } = await api.put('internal', '/internal/v1/clients/globex/licenses', { body: LIMITS });
      expect(saved).toEqual(LIMITS);
      const { body: overview } = await api.get('internal', '/internal/v1/licenses');
      const globex = overview.data.find((entry: Json) => entry.client === 'globex');
      expect(globex.limits).toEqual(LIMITS);
      const { body: own } = await api.get('admin', '/api/v1/globex/licenses', { as: GLOBEX_ADMIN });
      for (const service of own.services) {
        expect(service.limit, service.service).toBe(LIMITS[service.service as keyof typeof LIMITS]);
        expect(globex.used[service.service], `${service.service} use`).toBe(service.used);
      }
      expect(overview.data.find((entry: Json) => entry.client === 'acme').limits, 'other clients keep theirs').toEqual(
        before.find((entry: Json) => entry.client === 'acme').limits,
      );

      const { body: mismatch } = await api.put('internal', '/internal/v1/clients/acme/licenses', { body: LIMITS, status: 422 });
      expect(mismatch.errors).toEqual([{ path: 'client', message: 'Must equal the client of the path' }]);
      await api.put('internal', '/internal/v1/clients/nobody/licenses', { body: { ...LIMITS, client: 'nobody' }, status: 404 });
    },
  },
  {
    name: "provider: telemetry summaries follow each client's devices; 404 for an unknown client",
    run: async (api) => {
      const { body: acme } = await api.get('internal', '/internal/v1/clients/acme/telemetry');
      const { body: devices } = await api.get('admin', '/api/v1/acme/devices', { query: { limit: 1000 } });
      expect(acme.client).toBe('acme');
      expect(acme.device_count).toBe(devices.data.filter((device: Json) => !device.is_deactivated).length);
      expect(acme.generated_at).toMatch(/^2026-11-01T09:0/);
      expect(acme.os_versions.reduce((sum: number, entry: Json) => sum + entry.count, 0)).toBeGreaterThan(0);
      const { body: summary } = await api.get('internal', '/internal/v1/telemetry');
      expect(summary.data.map((entry: Json) => entry.client)).toEqual(CLIENTS);
      expect(summary.data[0]).toEqual(acme);
      const sum = (key: (entry: Json) => number) => summary.data.reduce((total: number, entry: Json) => total + key(entry), 0);
      expect(summary.totals).toEqual({
        clients: 6,
        device_count: sum((entry) => entry.device_count),
        reporting_devices: sum((entry) => entry.reporting_devices),
        queued_payloads: sum((entry) => entry.upload_queue.queued_payloads),
      });
      await api.get('internal', '/internal/v1/clients/nobody/telemetry', { status: 404 });
    },
  },
  {
    name: 'provider: statistics cover the last 30 days unless given a period, for every client or one',
    run: async (api) => {
      const { body: recent } = await api.get('internal', '/internal/v1/statistics');
      expect(recent.from).toBe('2026-10-02T00:00:00Z');
      expect(recent.to).toMatch(/^2026-11-01T09:0/);
      expect(recent.integrity_checks.length).toBe(25);
      expect(new Set(recent.migration_runs.map((run: Json) => run.client))).toEqual(new Set(['acme', 'banco-aurora']));
      const { body: acme } = await api.get('internal', '/internal/v1/statistics', { query: { client: 'acme' } });
      expect(acme.integrity_checks).toEqual(recent.integrity_checks.filter((check: Json) => check.client === 'acme'));
      expect(acme.migration_runs).toEqual(recent.migration_runs.filter((run: Json) => run.client === 'acme'));
      const { body: oneDay } = await api.get('internal', '/internal/v1/statistics', { query: { from: '2026-10-30', to: '2026-10-30' } });
      expect(oneDay).toMatchObject({ from: '2026-10-30T00:00:00Z', to: '2026-10-30T23:59:59Z' });
      expect(oneDay.integrity_checks.map((check: Json) => check.date)).toEqual(Array(5).fill('2026-10-30'));
      expect(oneDay.migration_runs.every((run: Json) => run.started_at.startsWith('2026-10-30'))).toBe(true);
    },
  },
];
