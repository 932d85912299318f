import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Payload } from '@generated/client/model';
import type { Column } from '@/components/data-table/columns';
import { DateTime } from '@/components/date-time/date-time';
import { PlainBadge } from '@/components/plain-badge';
import { formatMediaTime } from '@/components/media/media-time';
import { StateBadge } from '@/components/state-badge/state-badge';
import { cachedText } from '@/i18n/cached-text';
import type { ServiceKind } from '@/lib/paths';
import { directionOf } from '../model/parties';
import { DIRECTION_LABEL, TYPE_HINT } from '../model/payload-text';
import { LateCell, OneLine, PartiesCell, partiesCsv, PayloadTimeCell, ReceiptCell } from './column-parts';
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
    const col = {
      time: {
        id: 'time',
        header: t`Time`,
        primary: true,
        width: '14.5rem',
        cell: (p) => <PayloadTimeCell payload={p} />,
        sortValue: (p) => p.meta.payload_time,
        csv: (p) => p.meta.payload_time,
      },
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
      parties: {
        id: 'parties',
        header: kind === 'calls' ? t`Second parties` : t`Parties`,
        width: '15rem',
        cell: (p) => <PartiesCell payload={p} />,
        sortValue: partiesCsv,
        csv: partiesCsv,
      },
      duration: {
        id: 'duration',
        header: t`Duration`,
        width: '7rem',
        align: 'end',
        cell: (p) => (duration(p) === undefined ? '' : formatMediaTime(duration(p))),
        sortValue: duration,
        csv: duration,
      },
      carrier: {
        id: 'carrier',
        header: t`Carrier`,
        width: '8rem',
        cell: (p) => <OneLine text={p.meta.payload_carrier_metadata?.carrier_name} />,
        sortValue: (p) => p.meta.payload_carrier_metadata?.carrier_name,
        csv: (p) => p.meta.payload_carrier_metadata?.carrier_name,
      },
      length: {
        id: 'length',
        header: t`Length`,
        width: '6rem',
        align: 'end',
        cell: (p) => (p.meta.length === undefined ? '' : i18n.number(p.meta.length)),
        sortValue: (p) => p.meta.length,
        csv: (p) => p.meta.length,
      },
      thread: {
        id: 'thread',
        header: t`Thread`,
        width: '7rem',
        cell: (p) => <OneLine text={p.meta.thread_id} />,
        sortValue: (p) => p.meta.thread_id,
        csv: (p) => p.meta.thread_id,
      },
      notes: {
        id: 'notes',
        header: t`Notes`,
        width: '16rem',
        cell: (p) => <OneLine text={p.meta.payload_notes} />,
        csv: (p) => p.meta.payload_notes,
      },
      pauses: {
        id: 'pauses',
        header: t`Pauses`,
        width: '6rem',
        align: 'end',
        cell: (p) => i18n.number(p.meta.interview_pause_times?.length ?? 0),
        sortValue: (p) => p.meta.interview_pause_times?.length ?? 0,
        csv: (p) => p.meta.interview_pause_times?.length ?? 0,
      },
      blocked: {
        id: 'blocked',
        header: t`Blocked reason`,
        width: '14rem',
        cell: (p) => <OneLine text={p.meta.reason_for_blocking} />,
        csv: (p) => p.meta.reason_for_blocking,
      },
      device: {
        id: 'device',
        header: t`Device`,
        width: '10rem',
        cell: (p) => <OneLine text={p.device_reference} />,
        sortValue: (p) => p.device_reference,
        csv: (p) => p.device_reference,
      },
      user: {
        id: 'user',
        header: t`Device user`,
        width: '11rem',
        cell: (p) => <OneLine text={p.device_user_reference} />,
        sortValue: (p) => p.device_user_reference,
        csv: (p) => p.device_user_reference,
      },
      group: {
        id: 'group',
        header: t`Group`,
        width: '10rem',
        cell: (p) => <OneLine text={p.group} />,
        sortValue: (p) => p.group,
        csv: (p) => p.group,
      },
      state: {
        id: 'state',
        header: t`State`,
        width: '8rem',
        cell: (p) => <StateBadge kind="payload" value={p.payload_state} />,
        sortValue: (p) => p.payload_state,
        csv: (p) => p.payload_state,
      },
      late: {
        id: 'late',
        header: t`Late`,
        width: '5rem',
        cell: (p) => <LateCell payload={p} />,
        sortValue: (p) => p.is_late,
        csv: (p) => p.is_late,
      },
      receipt: {
        id: 'receipt',
        header: t`Receipt`,
        width: '11rem',
        cell: (p) => <ReceiptCell payload={p} />,
        sortValue: (p) => p.receipt_confirmed_at,
        csv: (p) => p.receipt_confirmed_at,
      },
      reference: {
        id: 'reference',
        header: t`Reference`,
        width: '16rem',
        hidden: true,
        cell: (p) => <OneLine text={p.payload_reference} />,
        csv: (p) => p.payload_reference,
      },
      legacy: {
        id: 'legacy',
        header: t`Legacy reference`,
        width: '10rem',
        hidden: true,
        cell: (p) => <OneLine text={p.legacy_payload_reference} />,
        csv: (p) => p.legacy_payload_reference,
      },
      processed: {
        id: 'processed',
        header: t`Processed`,
        width: '11rem',
        hidden: true,
        cell: (p) => <DateTime value={p.processed_at} timeZone={p.meta.timezone} style="short" />,
        sortValue: (p) => p.processed_at,
        csv: (p) => p.processed_at,
      },
    } satisfies Record<string, PayloadColumn>;
    const hidden = (column: PayloadColumn): PayloadColumn => ({ ...column, hidden: true });
    const ids: Record<'all' | ServiceKind, PayloadColumn[]> = {
      all: [
        col.time,
        col.type,
        col.device,
        col.user,
        col.group,
        col.state,
        col.late,
        col.receipt,
        hidden(col.parties),
        col.reference,
        col.legacy,
        col.processed,
      ],
      calls: [
        col.time,
        col.type,
        col.direction,
        col.parties,
        col.duration,
        col.carrier,
        col.user,
        col.state,
        col.late,
        col.receipt,
        col.blocked,
        hidden(col.device),
        hidden(col.group),
        col.reference,
        col.legacy,
      ],
      messages: [
        col.time,
        col.type,
        col.direction,
        col.parties,
        col.length,
        col.thread,
        col.user,
        col.state,
        col.late,
        col.receipt,
        hidden(col.device),
        hidden(col.group),
        col.reference,
        col.legacy,
      ],
      photos: [col.time, col.notes, col.user, col.device, col.state, col.late, col.receipt, hidden(col.group), col.reference],
      videos: [
        col.time,
        col.duration,
        col.notes,
        col.user,
        col.state,
        col.late,
        col.receipt,
        hidden(col.device),
        hidden(col.group),
        col.reference,
      ],
      interviews: [
        col.time,
        col.duration,
        col.pauses,
        col.notes,
        col.user,
        col.state,
        col.late,
        col.receipt,
        hidden(col.device),
        hidden(col.group),
        col.reference,
      ],
    };
    return ids[kind];
  }, [kind, t, i18n]);
}
