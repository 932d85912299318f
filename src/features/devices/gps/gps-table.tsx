import { IconButton } from '@chakra-ui/react';
import { faLocationCrosshairs } from '@fortawesome/free-solid-svg-icons/faLocationCrosshairs';
import type { Gps } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import type { PagedList } from '@/components/data-table/use-paged-list';
import { DateTime } from '@/components/date-time/date-time';
import { formatDateTime } from '@/components/date-time/format-date';
import { Icon } from '@/components/icon';

interface GpsTableProps {
  id: string;
  /** The CSV file's name (default the id). */
  exportName?: string | undefined;
  caption: string;
  list: PagedList<Gps>;
  onShow: (reference: string) => void;
  showDevice?: boolean;
}

/** GPS points: time in the point's own zone, position, accuracy, altitude, provider; each can be shown on the map. */
export function GpsTable({ id, exportName, caption, list, onShow, showDevice = false }: GpsTableProps) {
  const { t, i18n } = useLingui();
  const columns = useMemo<Column<Gps>[]>(() => {
    const metres = (value: number | undefined) => {
      if (value === undefined) return null;
      const amount = i18n.number(value, { maximumFractionDigits: 1 });
      return t`${amount} m`;
    };
    return [
      {
        id: 'time',
        header: t`Time`,
        cell: (row) => <DateTime value={row.timestamp} timeZone={row.timezone} />,
        csv: (row) => row.timestamp,
        sortValue: (row) => row.timestamp,
        width: '15rem',
      },
      { id: 'timezone', header: t`Time zone`, cell: (row) => row.timezone, csv: (row) => row.timezone ?? '', hidden: true },
      {
        id: 'latitude',
        header: t`Latitude`,
        cell: (row) => i18n.number(row.latitude, { maximumFractionDigits: 6 }),
        csv: (row) => row.latitude,
        align: 'end',
        width: '7rem',
      },
      {
        id: 'longitude',
        header: t`Longitude`,
        cell: (row) => i18n.number(row.longitude, { maximumFractionDigits: 6 }),
        csv: (row) => row.longitude,
        align: 'end',
        width: '7rem',
      },
      {
        id: 'accuracy',
        header: t`Accuracy`,
        cell: (row) => metres(row.accuracy),
        csv: (row) => row.accuracy ?? '',
        sortValue: (row) => row.accuracy,
        align: 'end',
        width: '6rem',
      },
      {
        id: 'altitude',
        header: t`Altitude`,
        cell: (row) => metres(row.altitude),
        csv: (row) => row.altitude ?? '',
        sortValue: (row) => row.altitude,
        align: 'end',
        width: '6rem',
      },
      {
        id: 'provider',
        header: t`Provider`,
        cell: (row) => row.provider,
        csv: (row) => row.provider ?? '',
        sortValue: (row) => row.provider,
        width: '6rem',
      },
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
          const time = formatDateTime(row.timestamp, { locale: i18n.locale, timeZone: row.timezone }) ?? row.timestamp;
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
  }, [t, i18n, onShow, showDevice]);
  return (
    <DataTable
      id={id}
      caption={caption}
      columns={columns}
      list={list}
      rowKey={(row) => row.gps_reference}
      emptyTitle={t`No GPS points`}
      emptyDescription={t`No point was recorded in this period.`}
      exportFileName={exportName ?? id}
      maxHeight="50vh"
    />
  );
}
