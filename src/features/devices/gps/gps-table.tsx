import { IconButton } from '@chakra-ui/react';
import { faLocationCrosshairs } from '@fortawesome/free-solid-svg-icons/faLocationCrosshairs';
import type { Gps } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { useTimeFormat } from '@/components/date-time/use-time-format';
import { Icon } from '@/components/icon';
import { RecordTable, type RecordTableProps } from '../parts/record-table';
import { textColumn } from '@/components/data-table/text-column';
import { timeColumn } from '@/components/data-table/time-column';

interface GpsTableProps extends RecordTableProps<Gps> {
  onShow: (reference: string) => void;
  showDevice?: boolean;
}

/** GPS points: time in the point's own zone, position, accuracy, altitude, provider; each can be shown on the map. */
export function GpsTable({ onShow, showDevice = false, ...table }: GpsTableProps) {
  const { t, i18n } = useLingui();
  const format = useTimeFormat();
  const columns = useMemo<Column<Gps>[]>(() => {
    const coordinateColumn = (id: 'latitude' | 'longitude', header: string): Column<Gps> => ({
      id,
      header,
      cell: (row) => i18n.number(row[id], { maximumFractionDigits: 6 }),
      csv: (row) => row[id],
      align: 'end',
      width: '7rem',
    });
    const metresColumn = (id: 'accuracy' | 'altitude', header: string): Column<Gps> => ({
      id,
      header,
      cell: (row) => {
        const value = row[id];
        if (value === undefined) return null;
        const amount = i18n.number(value, { maximumFractionDigits: 1 });
        return t`${amount} m`;
      },
      csv: (row) => row[id] ?? '',
      sortValue: (row) => row[id],
      align: 'end',
      width: '6rem',
    });
    return [
      timeColumn({
        id: 'time',
        header: t`Time`,
        width: '15rem',
        value: (row) => row.timestamp,
        own: (row) => ({ timeZone: row.timezone }),
      }),
      { id: 'timezone', header: t`Time zone`, cell: (row) => row.timezone, csv: (row) => row.timezone ?? '', hidden: true },
      coordinateColumn('latitude', t`Latitude`),
      coordinateColumn('longitude', t`Longitude`),
      metresColumn('accuracy', t`Accuracy`),
      metresColumn('altitude', t`Altitude`),
      textColumn({ id: 'provider', header: t`Provider`, value: (row) => row.provider, width: '6rem' }),
      {
        id: 'device',
        header: t`Device`,
        cell: (row) => row.device_reference,
        csv: (row) => row.device_reference ?? '',
        hidden: !showDevice,
      },
      {
        id: 'show',
        header: t`Map`,
        cell: (row) => {
          const time = format.text(row.timestamp, { timeZone: row.timezone }) ?? row.timestamp;
          return (
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t`Show the point of ${time} on the map`}
              onClick={() => onShow(row.gps_reference)}
            >
              <Icon icon={faLocationCrosshairs} />
            </IconButton>
          );
        },
        width: '4rem',
      },
    ];
  }, [t, i18n, format, onShow, showDevice]);
  return (
    <RecordTable
      {...table}
      columns={columns}
      rowKey={(row) => row.gps_reference}
      emptyTitle={t`No GPS points`}
      emptyDescription={t`No point was recorded in this period.`}
      maxHeight="50vh"
    />
  );
}
