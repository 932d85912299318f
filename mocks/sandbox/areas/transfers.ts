// Transfers (runs of transfer configurations): the list, one transfer, and running one again. A run
// the sandbox starts moves on the world's clock (transfer-runs.ts); configurations are in
// transfer-configs.ts.
import type { HandlerTable } from '../handler';
import { conflict, found } from '../http/errors';
import { dateRange, sortBy, type DateRange } from '../http/filters';
import { paginate } from '../http/paging';
import type { Org } from '../world/org';
import { transferConfigsClient } from './transfer-configs';
import { planRerun, refuseWhileRunning, startTransfer, transferAsOf, type Transfer } from './transfer-runs';

/** Whether the period a transfer covers (`report_from` to `report_to`) overlaps the range. */
function coversRange(transfer: Transfer, range: DateRange): boolean {
  if (range.from === undefined && range.to === undefined) return true;
  const start = transfer.report_from ?? transfer.report_to;
  const end = transfer.report_to ?? transfer.report_from;
  if (!start || !end) return false;
  return (range.from === undefined || Date.parse(end) >= range.from) && (range.to === undefined || Date.parse(start) <= range.to);
}

function transferOf(org: Org, transferId: string, nowMs: number): Transfer {
  const transfer = found(
    org.transfers.find((entry) => entry.transfer_id === transferId),
    `Transfer ${transferId}`,
  );
  return transferAsOf(transfer, nowMs);
}

export const transfersClient = {
  listTransfers: ({ org, world, query }) => {
    const nowMs = world.nowMs();
    const range = dateRange(query);
    const states = query.transfer_state ?? [];
    const matching = org.transfers
      .map((transfer) => transferAsOf(transfer, nowMs))
      .filter(
        (transfer) =>
          (!states.length || states.includes(transfer.transfer_state)) &&
          (!query.transfer_type || transfer.transfer_type === query.transfer_type) &&
          (!query.transfer_config_reference || transfer.transfer_config_reference === query.transfer_config_reference) &&
          coversRange(transfer, range),
      );
    const newestFirst = sortBy(
      matching,
      (transfer) => transfer.created_at,
      'desc',
      (transfer) => transfer.transfer_id,
    );
    return paginate(newestFirst, query, (transfer) => transfer.transfer_id);
  },
  getTransfer: ({ org, world, path }) => transferOf(org, path.transfer_id, world.nowMs()),
  rerunTransfer: ({ org, world, path }) => {
    const nowMs = world.nowMs();
    const transfer = transferOf(org, path.transfer_id, nowMs);
    const reference = transfer.transfer_config_reference;
    refuseWhileRunning([transfer], nowMs);
    if (!org.transferConfigs.some((config) => config.transfer_config_reference === reference))
      throw conflict(`Transfer configuration ${reference} no longer exists`);
    return startTransfer(org, nowMs, planRerun(transfer));
  },
  ...transferConfigsClient,
} satisfies HandlerTable<'client'>;
