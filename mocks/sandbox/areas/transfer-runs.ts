// Transfers the sandbox starts (Run now on a configuration, Run again on a transfer) move on the
// world's clock: Pending for their first 2 seconds, InProgress (half of the files copied) until 5
// seconds, then Succeeded with every file copied. The state is computed on read from the start,
// so no timer runs and a test can wait for it. Seeded transfers keep the state they were seeded in.
import { transferFile } from '../../data/account.mjs';
import { stream } from '../../data/random.mjs';
import { DAY, iso } from '../../data/time.mjs';
import type { components } from '../../../generated/client/schema';
import { conflict } from '../http/errors';
import type { Org } from '../world/org';

export type Transfer = components['schemas']['Transfer'];
export type TransferConfig = components['schemas']['TransferConfig'];
type TransferItem = components['schemas']['TransferItem'];
type Payload = components['schemas']['Payload'];

/** How long a started transfer stays Pending, and when it has Succeeded (ms after its start). */
export const RUN_TIMELINE = { pendingMs: 2_000, finishedMs: 5_000 } as const;

/** A transfer the sandbox started: `_started` (ms on the world's clock) drives its state. */
type StartedTransfer = Transfer & { _started: number };

const startOf = (transfer: Transfer): number | undefined =>
  '_started' in transfer && typeof transfer._started === 'number' ? transfer._started : undefined;

/** The transfer as it stands at `nowMs`. */
export function transferAsOf(transfer: Transfer, nowMs: number): Transfer {
  const started = startOf(transfer);
  if (started === undefined || nowMs - started < RUN_TIMELINE.pendingMs) return transfer;
  const finished = nowMs - started >= RUN_TIMELINE.finishedMs;
  const items = transfer.transfers ?? [];
  const copied = finished ? items.length : Math.floor(items.length / 2);
  return {
    ...transfer,
    transfer_state: finished ? 'Succeeded' : 'InProgress',
    transfers: items.map((item, index) => (index < copied ? { ...item, attempts: item.attempts + 1 } : item)),
    updated_at: iso(started + (finished ? RUN_TIMELINE.finishedMs : RUN_TIMELINE.pendingMs)),
  };
}

/** Throws 409 when one of the transfers is queued or copying at `nowMs`: a new run waits for it. */
export function refuseWhileRunning(transfers: readonly Transfer[], nowMs: number): void {
  const running = transfers
    .map((transfer) => transferAsOf(transfer, nowMs))
    .find((transfer) => transfer.transfer_state === 'Pending' || transfer.transfer_state === 'InProgress');
  if (running)
    throw conflict(
      `Transfer ${running.transfer_id} of ${running.transfer_config_reference} is ${running.transfer_state}: run it again once it has finished`,
    );
}

export interface RunPlan {
  config: Pick<TransferConfig, 'transfer_config_reference' | 'transfer_type'>;
  report_from?: string | undefined;
  report_to?: string | undefined;
  related_payloads: string[];
  /** The files to copy (attempts and errors start afresh). */
  files: Omit<TransferItem, 'attempts' | 'error'>[];
}

/** Starts a transfer (Pending) at `nowMs` and adds it to the organisation. */
export function startTransfer(org: Org, nowMs: number, plan: RunPlan): Transfer {
  const transfer: StartedTransfer = {
    transfer_id: stream(`transfer-run:${org.client}:${org.transfers.length}`).ulid(nowMs),
    transfer_config_reference: plan.config.transfer_config_reference,
    transfer_type: plan.config.transfer_type,
    transfer_state: 'Pending',
    ...(plan.report_from ? { report_from: plan.report_from } : {}),
    ...(plan.report_to ? { report_to: plan.report_to } : {}),
    related_payloads: plan.related_payloads,
    payload_count: plan.related_payloads.length,
    transfers: plan.files.map((file) => ({ ...file, attempts: 0, error: null })),
    created_at: iso(nowMs),
    updated_at: iso(nowMs),
    _started: nowMs,
  };
  org.transfers.push(transfer);
  return transfer;
}

const TRANSFERABLE_STATES = new Set<Payload['payload_state']>(['Processed', 'Transferred']);

/**
 * What a run of `config` now copies: the payloads of its types (any type for Vantage) processed
 * since the period its last transfer covered (a day when it never ran), up to now.
 */
export function planConfigRun(org: Org, config: TransferConfig, nowMs: number): RunPlan {
  const previous = org.transfers
    .filter((transfer) => transfer.transfer_config_reference === config.transfer_config_reference && transfer.report_to)
    .map((transfer) => Date.parse(transfer.report_to ?? ''))
    .filter((time) => time < nowMs);
  const from = previous.length ? Math.max(...previous) : nowMs - DAY;
  const payloads = org.payloads.filter((payload): payload is typeof payload & { s3_path: string } => {
    const processed = payload.processed_at ? Date.parse(payload.processed_at) : NaN;
    const typed = config.transfer_type === 'Vantage' || config.payload_types.some((type) => type === payload.payload_type);
    return Boolean(payload.s3_path) && typed && TRANSFERABLE_STATES.has(payload.payload_state) && processed >= from && processed < nowMs;
  });
  return {
    config,
    report_from: iso(from),
    report_to: iso(nowMs),
    related_payloads: payloads.map((payload) => payload.payload_reference),
    files: payloads.map((payload) => transferFile(config, payload)),
  };
}

/**
 * What running `transfer` again copies: the files not yet copied (every file of a Failed or
 * Succeeded transfer; those with an error of a PartialFail one), for the same period.
 */
export function planRerun(transfer: Transfer): RunPlan {
  const items = transfer.transfers ?? [];
  const related = transfer.related_payloads ?? [];
  const again =
    transfer.transfer_state === 'PartialFail'
      ? items.flatMap((item, index) => (item.error ? [index] : []))
      : items.map((_item, index) => index);
  return {
    config: transfer,
    report_from: transfer.report_from,
    report_to: transfer.report_to,
    related_payloads: again.flatMap((index) => (related[index] ? [related[index]] : [])),
    files: again.flatMap((index) => {
      const item = items[index];
      return item
        ? [{ source_path: item.source_path, dest_path: item.dest_path, ...(item.checksums ? { checksums: item.checksums } : {}) }]
        : [];
    }),
  };
}
