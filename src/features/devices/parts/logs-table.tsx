import { Text } from '@chakra-ui/react';
import type { DeviceLog } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { LogLevelBadge } from './log-level-badge';
import { PayloadReferenceLink } from './payload-link';
import { RecordTable, type RecordTableProps } from './record-table';
import { deviceLinkColumn } from './reference-columns';
import { textColumn } from '@/components/data-table/text-column';
import { timeColumn } from '@/components/data-table/time-column';

interface LogsTableProps extends RecordTableProps<DeviceLog> {
  /** Show the device and user columns (lists across devices). */
  showDevice?: boolean;
  emptyDescription?: string;
}

/** Device log lines: level, class, time in the device's zone, device, payload link and message (as text). */
export function LogsTable({ showDevice = false, emptyDescription, ...table }: LogsTableProps) {
  const { t } = useLingui();
  const columns = useMemo<Column<DeviceLog>[]>(
    () => [
      {
        id: 'level',
        header: t`Level`,
        cell: (row) => <LogLevelBadge level={row.log_level} />,
        csv: (row) => row.log_level,
        sortValue: (row) => ['DEBUG', 'INFO', 'WARN', 'ERROR'].indexOf(row.log_level),
        width: '6rem',
      },
      timeColumn({
        id: 'time',
        header: t`Time`,
        width: '15rem',
        value: (row) => row.log_datetime,
        own: (row) => ({ timeZone: row.local_timezone }),
      }),
      textColumn({ id: 'class', header: t`Class`, value: (row) => row.log_class, width: '10rem' }),
      {
        id: 'message',
        header: t`Message`,
        cell: (row) => (
          <Text truncate title={row.log_message}>
            {row.log_message}
          </Text>
        ),
        csv: (row) => row.log_message,
        width: '24rem',
      },
      deviceLinkColumn(t`Device`, { sortable: true, hidden: !showDevice }),
      {
        id: 'user',
        header: t`Device user`,
        cell: (row) => row.device_user_reference,
        csv: (row) => row.device_user_reference ?? '',
        hidden: true,
      },
      {
        id: 'payload',
        header: t`Payload`,
        cell: (row) => (row.payload_reference ? <PayloadReferenceLink reference={row.payload_reference} /> : null),
        csv: (row) => row.payload_reference ?? '',
        width: '17rem',
      },
    ],
    [t, showDevice],
  );
  return (
    <RecordTable
      {...table}
      columns={columns}
      rowKey={(row) => row.log_id}
      emptyTitle={t`No log lines`}
      emptyDescription={emptyDescription ?? t`The device has not sent any log lines.`}
      maxHeight="60vh"
    />
  );
}
