import { FormatByte } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Payload } from '@generated/client/model';
import type { Column } from '@/components/data-table/columns';
import { MissingValue } from '@/components/missing-value';
import { StateBadge } from '@/components/state-badge/state-badge';
import { OneLine, PayloadTimeCell } from '../list/column-parts';
import { DownloadButton } from './download-button';

/** The columns of the diagnostics uploads list, with a download button per row. */
export function useDiagnosticsColumns(): Column<Payload>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        id: 'time',
        header: t`Recorded`,
        width: '14.5rem',
        cell: (p) => <PayloadTimeCell payload={p} />,
        sortValue: (p) => p.meta.payload_time,
        csv: (p) => p.meta.payload_time,
      },
      {
        id: 'file',
        header: t`File`,
        width: '20rem',
        cell: (p) => <OneLine text={p.meta.file_name} />,
        sortValue: (p) => p.meta.file_name,
        csv: (p) => p.meta.file_name,
      },
      { id: 'download', header: t`Download`, width: '8rem', cell: (p) => <DownloadButton payload={p} /> },
      {
        id: 'size',
        header: t`Size`,
        width: '7rem',
        align: 'end',
        cell: (p) => (p.meta.file_size === undefined ? <MissingValue /> : <FormatByte value={p.meta.file_size} />),
        sortValue: (p) => p.meta.file_size,
        csv: (p) => p.meta.file_size,
      },
      {
        id: 'device',
        header: t`Device`,
        width: '10rem',
        cell: (p) => <OneLine text={p.device_reference} />,
        sortValue: (p) => p.device_reference,
        csv: (p) => p.device_reference,
      },
      {
        id: 'user',
        header: t`Device user`,
        width: '11rem',
        cell: (p) => <OneLine text={p.device_user_reference} />,
        sortValue: (p) => p.device_user_reference,
        csv: (p) => p.device_user_reference,
      },
      {
        id: 'command',
        header: t`Requested by command`,
        width: '12rem',
        cell: (p) => <OneLine text={p.meta.command_reference} />,
        csv: (p) => p.meta.command_reference,
      },
      {
        id: 'state',
        header: t`State`,
        width: '8rem',
        cell: (p) => <StateBadge kind="payload" value={p.payload_state} />,
        sortValue: (p) => p.payload_state,
        csv: (p) => p.payload_state,
      },
      { id: 'group', header: t`Group`, width: '10rem', hidden: true, cell: (p) => <OneLine text={p.group} />, csv: (p) => p.group },
      {
        id: 'reference',
        header: t`Reference`,
        width: '16rem',
        hidden: true,
        cell: (p) => <OneLine text={p.payload_reference} />,
        csv: (p) => p.payload_reference,
      },
    ],
    [t],
  );
}
