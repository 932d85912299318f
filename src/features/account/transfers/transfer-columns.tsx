import type { Transfer } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { stateColumn } from '../parts/state-column';
import { textColumn } from '@/components/data-table/text-column';
import { Period } from './period';
import { RerunButton } from './rerun-button';
import { useTransferTypeColumn } from './transfer-type-column';
import { timeColumn } from '@/components/data-table/time-column';
import { useTimeFormat } from '@/components/date-time/use-time-format';

/** Columns of the transfer list; the start time links to the transfer's page. */
export function useTransferColumns(): Column<Transfer>[] {
  const { t, i18n } = useLingui();
  const typeColumn = useTransferTypeColumn<Transfer>();
  const time = useTimeFormat();
  return useMemo(
    () =>
      [
        timeColumn({
          id: 'started',
          header: t`Started`,
          width: '10rem',
          primary: true,
          value: (row) => row.created_at ?? row.report_to,
          style: 'short',
        }),
        textColumn({ id: 'config', header: t`Configuration`, width: '9rem', value: (row) => row.transfer_config_reference }),
        typeColumn,
        stateColumn<Transfer>({ kind: 'transfer', header: t`State`, i18n, stateOf: (row) => row.transfer_state }),
        {
          id: 'period',
          header: t`Period`,
          width: '19rem',
          cell: (row) => <Period from={row.report_from} to={row.report_to} />,
          csv: (row) => [time.iso(row.report_from), time.iso(row.report_to)].filter(Boolean).join(' – '),
          zoned: 'reader',
          sortValue: (row) => row.report_from,
        },
        {
          id: 'payloads',
          header: t`Payloads`,
          width: '5.5rem',
          align: 'end',
          cell: (row) => i18n.number(row.payload_count),
          csv: (row) => row.payload_count,
          sortValue: (row) => row.payload_count,
        },
        timeColumn({ id: 'updated', header: t`Updated`, width: '12rem', hidden: true, value: (row) => row.updated_at }),
        textColumn({ id: 'id', header: t`Transfer ID`, width: '17rem', hidden: true, sortable: false, value: (row) => row.transfer_id }),
        { id: 'actions', header: t`Actions`, width: '4.5rem', cell: (row) => <RerunButton transfer={row} iconOnly /> },
      ] satisfies Column<Transfer>[],
    [t, i18n, typeColumn, time],
  );
}
