import { Badge } from '@chakra-ui/react';
import type { Payload } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { StateBadge } from '@/components/state-badge/state-badge';
import { href, serviceKindOf } from '@/lib/paths';
import { RecordTable, type RecordTableProps } from './record-table';
import { deviceLinkColumn, deviceUserLinkColumn } from './reference-columns';
import { useLabels } from './use-labels';
import { timeColumn } from '@/components/data-table/time-column';

interface PayloadsTableProps extends RecordTableProps<Payload> {
  /** Which of the device and device user columns to show (the page already names the other). */
  show: 'device' | 'user';
}

/** A device's or a device user's payloads, newest first, each linking to its Services page. */
export function PayloadsTable({ show, ...table }: PayloadsTableProps) {
  const { t } = useLingui();
  const labels = useLabels();
  const columns = useMemo<Column<Payload>[]>(
    () => [
      {
        id: 'type',
        header: t`Type`,
        cell: (row) => labels.payloadType(row.payload_type),
        csv: (row) => row.payload_type,
        sortValue: (row) => labels.payloadType(row.payload_type),
        width: '8rem',
      },
      {
        id: 'reference',
        header: t`Payload`,
        cell: (row) => row.payload_reference,
        csv: (row) => row.payload_reference,
        primary: true,
        width: '17rem',
      },
      timeColumn({
        id: 'time',
        header: t`Time`,
        width: '14rem',
        value: (row) => row.meta.payload_time,
        own: (row) => ({ timeZone: row.meta.timezone, offset: row.meta.timezone_offset }),
      }),
      {
        id: 'state',
        header: t`State`,
        cell: (row) => <StateBadge kind="payload" value={row.payload_state} />,
        csv: (row) => row.payload_state,
        sortValue: (row) => row.payload_state,
        width: '8rem',
      },
      {
        id: 'late',
        header: t`Late`,
        cell: (row) => (row.is_late ? <Badge colorPalette="orange" variant="subtle">{t`Late`}</Badge> : null),
        csv: (row) => (row.is_late ? t`Yes` : t`No`),
        width: '5rem',
      },
      deviceLinkColumn(t`Device`, { hidden: show !== 'device' }),
      deviceUserLinkColumn(t`Device user`, { hidden: show !== 'user' }),
      { id: 'group', header: t`Group`, cell: (row) => row.group, csv: (row) => row.group, hidden: true },
    ],
    [t, labels, show],
  );
  return (
    <RecordTable
      {...table}
      columns={columns}
      rowKey={(row) => row.payload_reference}
      rowHref={(row) => {
        const kind = serviceKindOf(row.payload_type);
        return kind ? href.payload(kind, row.payload_reference) : undefined;
      }}
      emptyTitle={t`No payloads`}
      emptyDescription={t`No payload has been uploaded yet.`}
      maxHeight="60vh"
    />
  );
}
