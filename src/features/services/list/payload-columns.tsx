import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Payload } from '@generated/client/model';
import type { Column } from '@/components/data-table/columns';
import { timeColumn } from '@/components/data-table/time-column';
import { PlainBadge } from '@/components/plain-badge';
import { formatMediaTime } from '@/components/media/media-time';
import { cachedText } from '@/i18n/cached-text';
import type { ServiceKind } from '@/lib/paths';
import { directionOf } from '../model/parties';
import { DIRECTION_LABEL, TYPE_HINT } from '../model/payload-text';
import {
  LateCell,
  RecordLinkCell,
  PartiesCell,
  partiesCsv,
  ownZone,
  ReceiptCell,
  referenceColumn,
  stateColumn,
  valueColumn,
} from './column-parts';
import { textColumn } from '@/components/data-table/text-column';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';

type PayloadColumn = Column<Payload>;

/** The columns of a payload list; which appear depends on the list (all, calls, messages, ...). */
export function usePayloadColumns(kind: 'all' | ServiceKind): PayloadColumn[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const typeLabel = (payload: Payload) => cachedText(i18n, PAYLOAD_TYPE_LABELS[payload.payload_type]);
    const typeHint = (payload: Payload) => {
      const hint = TYPE_HINT[payload.payload_type];
      return hint && cachedText(i18n, hint);
    };
    const direction = (payload: Payload) => {
      const value = directionOf(payload);
      return value ? cachedText(i18n, DIRECTION_LABEL[value]) : '';
    };
    const duration = (payload: Payload) => payload.meta.payload_full_duration ?? payload.meta.payload_duration;
    const pauseCount = (payload: Payload) => payload.meta.interview_pause_times?.length ?? 0;
    const col = {
      time: timeColumn({
        id: 'time',
        header: t`Time`,
        primary: true,
        width: '14.5rem',
        style: 'short',
        value: (p) => p.meta.payload_time,
        own: ownZone,
      }),
      type: {
        id: 'type',
        header: t`Type`,
        width: '8rem',
        cell: (p) => (
          <PlainBadge variant="outline" title={typeHint(p)}>
            {typeLabel(p)}
          </PlainBadge>
        ),
        sortValue: typeLabel,
        csv: (p) => p.payload_type,
      },
      direction: {
        id: 'direction',
        header: t`Direction`,
        width: '7rem',
        cell: direction,
        sortValue: direction,
        csv: (p) => directionOf(p),
      },
      parties: valueColumn({
        id: 'parties',
        header: kind === 'calls' ? t`Second parties` : t`Parties`,
        width: '15rem',
        cell: (p) => <PartiesCell payload={p} />,
        value: partiesCsv,
      }),
      duration: valueColumn({
        id: 'duration',
        header: t`Duration`,
        width: '7rem',
        align: 'end',
        cell: (p) => (duration(p) === undefined ? '' : formatMediaTime(duration(p))),
        value: duration,
      }),
      carrier: textColumn({
        id: 'carrier',
        header: t`Carrier`,
        width: '8rem',
        long: true,
        value: (p) => p.meta.payload_carrier_metadata?.carrier_name,
      }),
      length: valueColumn({
        id: 'length',
        header: t`Length`,
        width: '6rem',
        align: 'end',
        cell: (p) => (p.meta.length === undefined ? '' : i18n.number(p.meta.length)),
        value: (p) => p.meta.length,
      }),
      thread: textColumn({ id: 'thread', header: t`Thread`, width: '7rem', long: true, value: (p) => p.meta.thread_id }),
      notes: textColumn({ id: 'notes', header: t`Notes`, width: '16rem', sortable: false, long: true, value: (p) => p.meta.payload_notes }),
      pauses: valueColumn({
        id: 'pauses',
        header: t`Pauses`,
        width: '6rem',
        align: 'end',
        cell: (p) => i18n.number(pauseCount(p)),
        value: pauseCount,
      }),
      blocked: textColumn({
        id: 'blocked',
        header: t`Blocked reason`,
        width: '14rem',
        sortable: false,
        long: true,
        value: (p) => p.meta.reason_for_blocking,
      }),
      device: textColumn({ id: 'device', header: t`Device`, width: '10rem', long: true, value: (p) => p.device_reference }),
      user: textColumn({ id: 'user', header: t`Device user`, width: '11rem', long: true, value: (p) => p.device_user_reference }),
      group: textColumn({ id: 'group', header: t`Group`, width: '10rem', long: true, value: (p) => p.group }),
      state: stateColumn(t`State`),
      late: valueColumn({ id: 'late', header: t`Late`, width: '5rem', cell: (p) => <LateCell payload={p} />, value: (p) => p.is_late }),
      receipt: {
        ...timeColumn({
          id: 'receipt',
          header: t`Receipt`,
          width: '11rem',
          style: 'short',
          value: (p) => p.receipt_confirmed_at,
          own: ownZone,
        }),
        cell: (p) => <ReceiptCell payload={p} />,
      },
      reference: referenceColumn(t`Reference`),
      legacy: textColumn({
        id: 'legacy',
        header: t`Legacy reference`,
        width: '10rem',
        hidden: true,
        sortable: false,
        long: true,
        value: (p) => p.legacy_payload_reference,
      }),
      processed: timeColumn({
        id: 'processed',
        header: t`Processed`,
        width: '11rem',
        hidden: true,
        style: 'short',
        value: (p) => p.processed_at,
        own: ownZone,
      }),
      actions: { id: 'actions', header: t`Actions`, width: '5.5rem', cell: (p) => <RecordLinkCell payload={p} /> },
    } satisfies Record<string, PayloadColumn>;
    const hidden = (column: PayloadColumn): PayloadColumn => ({ ...column, hidden: true });
    const review = [col.state, col.late, col.receipt];
    const recordedBy = [hidden(col.device), hidden(col.group)];
    const ids: Record<'all' | ServiceKind, PayloadColumn[]> = {
      all: [
        col.time,
        col.type,
        col.device,
        col.user,
        col.group,
        ...review,
        hidden(col.parties),
        col.reference,
        col.legacy,
        col.processed,
        col.actions,
      ],
      calls: [
        col.time,
        col.type,
        col.direction,
        col.parties,
        col.duration,
        col.carrier,
        col.user,
        ...review,
        col.blocked,
        ...recordedBy,
        col.reference,
        col.legacy,
        col.actions,
      ],
      messages: [
        col.time,
        col.type,
        col.direction,
        col.parties,
        col.length,
        col.thread,
        col.user,
        ...review,
        ...recordedBy,
        col.reference,
        col.legacy,
        col.actions,
      ],
      photos: [col.time, col.notes, col.user, col.device, ...review, hidden(col.group), col.reference, col.actions],
      videos: [col.time, col.duration, col.notes, col.user, ...review, ...recordedBy, col.reference, col.actions],
      interviews: [col.time, col.duration, col.pauses, col.notes, col.user, ...review, ...recordedBy, col.reference, col.actions],
    };
    return ids[kind];
  }, [kind, t, i18n]);
}
