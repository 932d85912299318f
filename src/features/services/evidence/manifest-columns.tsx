import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { timeColumn } from '@/components/data-table/time-column';
import { stateText } from '@/components/state-badge/state-badge';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';
import { ownZone } from '../list/column-parts';
import { holdStatus, recordReference, timelineOf, type EvidenceData, type Production } from './evidence-model';

/** One line of a selection's manifest: a record and the facts a reader checks it by. */
export interface ManifestRow {
  data: EvidenceData;
  reference: string;
}

export const manifestRows = (records: readonly EvidenceData[], production: Production): ManifestRow[] =>
  records.map((data) => ({ data, reference: recordReference(data.payload.payload_reference, production.producedAt) }));

/** The manifest's columns: on paper (those with a cell) and in its CSV file (every column). */
export function useManifestColumns(): Column<ManifestRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const text = (id: string, header: string, value: (row: ManifestRow) => string, shown = true): Column<ManifestRow> => ({
      id,
      header,
      cell: shown ? value : () => null,
      csv: value,
      hidden: !shown,
    });
    const payloadTime = (id: string, header: string, value: (row: ManifestRow) => string | null | undefined, shown = false) =>
      timeColumn<ManifestRow>({ id, header, value, own: (row) => ownZone(row.data.payload), hidden: !shown, style: 'short' });
    const lastReceipt = (row: ManifestRow) =>
      timelineOf(row.data.payload, row.data.audit)
        .filter((entry) => entry.kind === 'receipt')
        .at(-1);
    const hold = (row: ManifestRow) => {
      const status = holdStatus(row.data);
      if (status.kind === 'unknown') return t`Not readable`;
      if (status.kind === 'none') return t`None`;
      return status.kind === 'active' ? t`On hold` : t`Released`;
    };
    return [
      text('record', t`Document reference`, (row) => row.reference),
      text('payload', t`Payload reference`, (row) => row.data.payload.payload_reference, false),
      text('type', t`Type`, (row) => i18n._(PAYLOAD_TYPE_LABELS[row.data.payload.payload_type])),
      text('state', t`State`, (row) => stateText(i18n, 'payload', row.data.payload.payload_state), false),
      payloadTime('recorded', t`Recorded`, (row) => row.data.payload.meta.payload_time, true),
      payloadTime('uploaded', t`Uploaded`, (row) => row.data.payload.uploaded_at),
      text('late', t`Late`, (row) => (row.data.payload.is_late ? t`Yes` : t`No`), false),
      payloadTime('processed', t`Processed`, (row) => row.data.payload.processed_at),
      payloadTime('transferred', t`Transferred`, (row) => row.data.payload.transferred_at),
      text('checksum', t`Checksum sent at upload`, (row) => row.data.payload.checksum ?? '', false),
      payloadTime('receipt', t`Receipt confirmed`, (row) => lastReceipt(row)?.time, true),
      text('receipt_by', t`Receipt confirmed by`, (row) => lastReceipt(row)?.by ?? '', false),
      text('hold', t`Legal hold`, hold),
    ];
  }, [t, i18n]);
}
