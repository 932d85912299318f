import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { RUN_TIMELINE } from '../../../../mocks/sandbox/areas/transfer-runs';
import type { Json, Scenario, ScenarioApi } from '../scenario';
import { checkList, readAll } from '../lists';
import { transferConfigScenarios } from './transfer-configs';

const TRANSFERS = '/api/v1/transfers';
const byId = (transfer: Json) => transfer.transfer_id;

/** Whether a transfer's period overlaps 20 to 23 October 2026 (the range the date filter asks for). */
const coversLateOctober = (transfer: Json) =>
  transfer.report_to >= '2026-10-20T00:00:00Z' && transfer.report_from <= '2026-10-23T23:59:59Z';

async function seededTransfer(api: ScenarioApi, state: string, config?: string): Promise<Json> {
  const { body } = await api.get('client', TRANSFERS, { query: { transfer_state: [state], transfer_config_reference: config } });
  expect(body.data.length, `a seeded ${state} transfer`).toBeGreaterThan(0);
  return body.data[0];
}

export const transferScenarios: Scenario[] = [
  {
    name: 'transfers: the list pages newest first, counts its total, and filters on state, type, configuration and period',
    run: async (api) => {
      const all = await checkList(api, {
        document: 'client',
        path: TRANSFERS,
        key: byId,
        total: true,
        filters: [
          {
            name: 'transfer_state (several)',
            query: { transfer_state: ['Failed', 'PartialFail'] },
            keeps: (transfer) => ['Failed', 'PartialFail'].includes(transfer.transfer_state),
          },
          { name: 'transfer_type', query: { transfer_type: 'Vantage' }, keeps: (transfer) => transfer.transfer_type === 'Vantage' },
          {
            name: 'transfer_config_reference',
            query: { transfer_config_reference: 'sftp/backup:weekly' },
            keeps: (transfer) => transfer.transfer_config_reference === 'sftp/backup:weekly',
          },
          { name: 'from and to on the period covered', query: { from: '2026-10-20', to: '2026-10-23' }, keeps: coversLateOctober },
          { name: 'from alone', query: { from: '2026-10-26-020000' }, keeps: (transfer) => transfer.report_to >= '2026-10-26T02:00:00Z' },
        ],
      });
      const started = all.map((transfer: Json) => transfer.created_at);
      expect(started, 'newest first').toEqual([...started].sort().reverse());
      const { body: total } = await api.get('client', TRANSFERS, { query: { transfer_state: ['Succeeded'], query_result: 'total' } });
      expect(total.total).toBe(all.filter((transfer: Json) => transfer.transfer_state === 'Succeeded').length);
    },
  },
  {
    name: 'transfers: one transfer with its files and payloads; 404 for an unknown id',
    run: async (api) => {
      const partial = await seededTransfer(api, 'PartialFail', 'sftp/backup:weekly');
      const { body } = await api.get('client', `${TRANSFERS}/${partial.transfer_id}`);
      expect(body).toEqual(partial);
      expect(body.transfers.filter((item: Json) => item.error)).toHaveLength(3);
      expect(body.related_payloads).toHaveLength(body.payload_count);
      await api.get('client', `${TRANSFERS}/01M00000000000000000000000`, { status: 404 });
    },
  },
  {
    name: "transfers: running a partly failed transfer again copies its failed files in a new run that moves on the world's clock",
    run: async (api) => {
      const partial = await seededTransfer(api, 'PartialFail', 'sftp/backup:weekly');
      const { status, body: run } = await api.post('client', `${TRANSFERS}/${partial.transfer_id}/run`);
      expect(status).toBe(202);
      const failed = partial.transfers.filter((item: Json) => item.error);
      expect(run).toMatchObject({
        transfer_config_reference: 'sftp/backup:weekly',
        transfer_state: 'Pending',
        report_from: partial.report_from,
        report_to: partial.report_to,
        payload_count: failed.length,
      });
      expect(run.transfer_id).not.toBe(partial.transfer_id);
      expect(
        Object.keys(run).filter((key) => key.startsWith('_')),
        'helper keys stay in the sandbox',
      ).toEqual([]);
      expect(run.transfers).toEqual(failed.map((item: Json) => ({ ...item, attempts: 0, error: null })));
      expect(run.related_payloads).toEqual(
        partial.related_payloads.filter((_reference: string, index: number) => partial.transfers[index].error),
      );
      const { body: listed } = await api.get('client', TRANSFERS, { query: { limit: 1 } });
      expect(listed.data[0]).toEqual(run);
      await api.post('client', `${TRANSFERS}/${run.transfer_id}/run`, { status: 409 });

      await sleep(RUN_TIMELINE.pendingMs + 200);
      const { body: copying } = await api.get('client', `${TRANSFERS}/${run.transfer_id}`);
      expect(copying.transfer_state).toBe('InProgress');
      expect(copying.transfers.filter((item: Json) => item.attempts === 1)).toHaveLength(Math.floor(failed.length / 2));
      const { body: inProgress } = await api.get('client', TRANSFERS, { query: { transfer_state: ['InProgress'] } });
      expect(inProgress.data.map(byId)).toContain(run.transfer_id);

      await sleep(RUN_TIMELINE.finishedMs - RUN_TIMELINE.pendingMs);
      const { body: done } = await api.get('client', `${TRANSFERS}/${run.transfer_id}`);
      expect(done.transfer_state).toBe('Succeeded');
      expect(done.transfers.every((item: Json) => item.attempts === 1 && item.error === null)).toBe(true);
      expect(done.updated_at > done.created_at).toBe(true);
      const { body: again } = await api.post('client', `${TRANSFERS}/${run.transfer_id}/run`);
      expect(again.payload_count, 'a Succeeded transfer is copied again in full').toBe(failed.length);
      expect((await api.get('client', `${TRANSFERS}/${partial.transfer_id}`)).body, 'the transfer run again is kept as it was').toEqual(
        partial,
      );
    },
  },
  {
    name: 'transfers: running again is refused (409) while the transfer is Pending or InProgress, or once its configuration is gone; 404 for an unknown id',
    run: async (api) => {
      for (const state of ['Pending', 'InProgress']) {
        const transfer = await seededTransfer(api, state);
        const { body } = await api.post('client', `${TRANSFERS}/${transfer.transfer_id}/run`, { status: 409 });
        expect(body.message).toContain(state);
      }
      const failed = await seededTransfer(api, 'Failed', 'vantage-export');
      await api.delete('client', '/api/v1/transfer_configs/vantage-export');
      const { body } = await api.post('client', `${TRANSFERS}/${failed.transfer_id}/run`, { status: 409 });
      expect(body.message).toBe('Transfer configuration vantage-export no longer exists');
      await api.post('client', `${TRANSFERS}/01M00000000000000000000000/run`, { status: 404 });
      expect((await readAll(api, { document: 'client', path: TRANSFERS })).length, 'no transfer was started').toBe(10);
    },
  },
  ...transferConfigScenarios,
];
