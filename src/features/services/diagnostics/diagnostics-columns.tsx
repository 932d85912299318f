import { FormatByte } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Payload } from '@generated/client/model';
import type { Column } from '@/components/data-table/columns';
import { MissingValue } from '@/components/missing-value';
import { timeColumn } from '@/components/data-table/time-column';
import { textColumn } from '@/components/data-table/text-column';
import { ownZone, referenceColumn, stateColumn, valueColumn } from '../list/column-parts';
import { DownloadButton } from './download-button';

/** The columns of the diagnostics uploads list, with a download button per row. */
export function useDiagnosticsColumns(): Column<Payload>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      timeColumn({ id: 'time', header: t`Recorded`, width: '14.5rem', style: 'short', value: (p) => p.meta.payload_time, own: ownZone }),
      textColumn({ id: 'file', header: t`File`, width: '20rem', long: true, value: (p) => p.meta.file_name }),
      { id: 'download', header: t`Download`, width: '8rem', cell: (p) => <DownloadButton payload={p} /> },
      valueColumn({
        id: 'size',
        header: t`Size`,
        width: '7rem',
        align: 'end',
        cell: (p) => (p.meta.file_size === undefined ? <MissingValue /> : <FormatByte value={p.meta.file_size} />),
        value: (p) => p.meta.file_size,
      }),
      textColumn({ id: 'device', header: t`Device`, width: '10rem', long: true, value: (p) => p.device_reference }),
      textColumn({ id: 'user', header: t`Device user`, width: '11rem', long: true, value: (p) => p.device_user_reference }),
      textColumn({
        id: 'command',
        header: t`Requested by command`,
        width: '12rem',
        sortable: false,
        long: true,
        value: (p) => p.meta.command_reference,
      }),
      stateColumn(t`State`),
      textColumn({ id: 'group', header: t`Group`, width: '10rem', hidden: true, sortable: false, long: true, value: (p) => p.group }),
      referenceColumn(t`Reference`),
    ],
    [t],
  );
}
