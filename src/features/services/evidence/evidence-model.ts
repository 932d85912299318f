import type { LegalHold, Payload, PayloadAudit, PayloadComment } from '@generated/client/model';
import { parseTimestamp } from '@/components/date-time/format-date';

/** Everything one evidence record shows, as loaded for it. */
export interface EvidenceData {
  payload: Payload;
  /** Undefined when the profile does not allow reading the audit. */
  audit: PayloadAudit | undefined;
  /** Undefined when the profile does not allow reading comments. */
  comments: readonly PayloadComment[] | undefined;
  /** The device user's hold record (undefined: none was ever placed); `holdsReadable` false: not allowed to read holds. */
  hold: LegalHold | undefined;
  holdsReadable: boolean;
}

/** Who produced a document, when and for which organisation. */
export interface Production {
  producedAt: Date;
  producedBy: string;
  organisation: string;
}

/** The production time as a reference stamp: '20261031T181000Z' (UTC, to the second). */
export const productionStamp = (producedAt: Date): string =>
  producedAt
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** A record's stable reference: the payload's reference and the production time. */
export const recordReference = (payloadReference: string, producedAt: Date): string => `${payloadReference}-${productionStamp(producedAt)}`;

/** The reference of a document of several records: the production time and how many. */
export const bundleReference = (count: number, producedAt: Date): string => `EVIDENCE-${productionStamp(producedAt)}-${count}`;

export type TimelineKind =
  'recorded' | 'uploaded' | 'scanning' | 'quarantined' | 'failed' | 'processed' | 'transferred' | 'receipt' | 'deleted' | 'destroyed';

export interface TimelineEntry {
  kind: TimelineKind;
  /** The time of the event; states without one in the contract (scanning, quarantine) have none. */
  time?: string | undefined;
  /** Who did it (receipts). */
  by?: string | undefined;
}

const STATE_EVENTS: Partial<Record<Payload['payload_state'], TimelineKind>> = {
  Scanning: 'scanning',
  Quarantined: 'quarantined',
  Failed: 'failed',
  Deleted: 'deleted',
  Destroyed: 'destroyed',
};

const byTime = (a: { time: string }, b: { time: string }) =>
  (parseTimestamp(a.time)?.getTime() ?? 0) - (parseTimestamp(b.time)?.getTime() ?? 0);

/**
 * What happened to the payload, in the order it happens: recorded, uploaded, scanned or quarantined
 * or failed where the state says so (the contract keeps no time for these), processed, transferred,
 * every receipt (oldest first, from the audit, else the payload's last one), deleted or destroyed.
 */
export function timelineOf(payload: Payload, audit: PayloadAudit | undefined): TimelineEntry[] {
  const entries: TimelineEntry[] = [{ kind: 'recorded', time: payload.meta.payload_time }];
  if (payload.uploaded_at || payload.payload_state !== 'Recorded') entries.push({ kind: 'uploaded', time: payload.uploaded_at });
  const state = STATE_EVENTS[payload.payload_state];
  if (state === 'scanning' || state === 'quarantined' || state === 'failed') entries.push({ kind: state });
  if (payload.processed_at) entries.push({ kind: 'processed', time: payload.processed_at });
  if (payload.transferred_at) entries.push({ kind: 'transferred', time: payload.transferred_at });
  const receipts = audit
    ? [...audit.receipts].sort(byTime)
    : payload.receipt_confirmed_at
      ? [{ time: payload.receipt_confirmed_at, user: payload.receipt_confirmed_by ?? '' }]
      : [];
  for (const receipt of receipts) entries.push({ kind: 'receipt', time: receipt.time, by: receipt.user || undefined });
  if (state === 'deleted' || state === 'destroyed') entries.push({ kind: state, time: payload.updated_at, by: payload.updated_by });
  return entries;
}

export type HoldStatus = { kind: 'unknown' } | { kind: 'none' } | { kind: 'active' | 'released'; hold: LegalHold };

/** The legal hold that keeps the payload: the one on its device user, if any. */
export function holdStatus(data: Pick<EvidenceData, 'hold' | 'holdsReadable'>): HoldStatus {
  if (!data.holdsReadable) return { kind: 'unknown' };
  if (!data.hold) return { kind: 'none' };
  return { kind: data.hold.is_active ? 'active' : 'released', hold: data.hold };
}

/** Comments oldest first, as a record lists them. */
export const commentsInOrder = (comments: readonly PayloadComment[]): PayloadComment[] =>
  [...comments].sort((a, b) => byTime({ time: a.raised_at }, { time: b.raised_at }));

/** Audit records oldest first, as a record lists them. */
export const auditInOrder = (audit: PayloadAudit): PayloadAudit['records'] => [...audit.records].sort(byTime);
