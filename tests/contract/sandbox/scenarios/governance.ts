import { expect } from 'vitest';
import type { Json, Scenario } from '../scenario';
import { checkList } from '../lists';
import { legalHoldScenarios } from './legal-holds';

const MIGRATIONS = '/api/v1/migrations';
const MIGRATION_CONFIG = '/api/v1/account/migration';
const RETENTION = '/api/v1/account/retention';

export const governanceScenarios: Scenario[] = [
  {
    name: 'migrations: the runs page newest first, count their total, and filter on state and on started_at',
    run: async (api) => {
      const all = await checkList(api, {
        document: 'client',
        path: MIGRATIONS,
        key: (run) => run.id,
        total: true,
        filters: [
          { name: 'state', query: { state: 'PartialFail' }, keeps: (run) => run.state === 'PartialFail' },
          {
            name: 'from and to on started_at',
            query: { from: '2026-09-17', to: '2026-10-05' },
            keeps: (run) => run.started_at >= '2026-09-17T00:00:00Z' && run.started_at <= '2026-10-05T23:59:59Z',
          },
          { name: 'to with a time', query: { to: '2026-09-17-102400' }, keeps: (run) => run.started_at <= '2026-09-17T10:24:00Z' },
        ],
      });
      const started = all.map((run: Json) => run.started_at);
      expect(started, 'newest first').toEqual([...started].sort().reverse());
      const { body } = await api.get('client', MIGRATIONS, { query: { state: 'Migrated', query_result: 'total' } });
      expect(body.total).toBe(all.filter((run: Json) => run.state === 'Migrated').length);
    },
  },
  {
    name: 'migrations: the switches are replaced with PUT and read back',
    run: async (api) => {
      const { body: seeded } = await api.get('client', MIGRATION_CONFIG);
      expect(seeded).toEqual({ disable_onboarding: false, disable_offboarding: true, disable_payloads: false });
      const switches = { disable_onboarding: true, disable_offboarding: false, disable_payloads: true };
      expect((await api.put('client', MIGRATION_CONFIG, { body: switches })).body).toEqual(switches);
      expect((await api.get('client', MIGRATION_CONFIG)).body).toEqual(switches);
    },
  },
  {
    name: 'retention: the policy is replaced whole and read back; one rule per type and destruction not before deletion (422)',
    run: async (api) => {
      const { body: seeded } = await api.get('client', RETENTION);
      expect(seeded.record_types.length).toBeGreaterThan(0);
      const policy = {
        record_types: [{ record_type: 'Gps', delete_after_days: 30, destroy_after_days: 60 }, { record_type: 'Transfer' }],
        payload_types: [
          {
            payload_type: 'Call',
            retention_timestamp_type: 'receipt_confirmed_at',
            delete_after_days: 365.5,
            required_receipts: 2,
            required_transfers: 1,
          },
        ],
      };
      const { body: saved } = await api.put('client', RETENTION, { body: policy });
      expect(saved).toEqual(policy);
      expect((await api.get('client', RETENTION)).body).toEqual(policy);

      const broken = {
        record_types: [
          { record_type: 'Gps', delete_after_days: 30 },
          { record_type: 'Gps', delete_after_days: 40, destroy_after_days: 10 },
        ],
        payload_types: [
          { payload_type: 'SMS', retention_timestamp_type: 'payload_time' },
          { payload_type: 'SMS', retention_timestamp_type: 'processed_at' },
        ],
      };
      const { body: refused } = await api.put('client', RETENTION, { body: broken, status: 422 });
      expect(refused.errors).toEqual([
        { path: 'record_types.1.record_type', message: 'At most one rule per record type' },
        { path: 'record_types.1.destroy_after_days', message: 'Must not be less than the days before deletion' },
        { path: 'payload_types.1.payload_type', message: 'At most one rule per payload type' },
      ]);
      expect((await api.get('client', RETENTION)).body, 'a refused policy changes nothing').toEqual(policy);
    },
  },
  ...legalHoldScenarios,
];
