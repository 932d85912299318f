import { Link, Text } from '@chakra-ui/react';
import type { Device } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Column } from '@/components/data-table/columns';
import { csvInstant } from '@/components/data-table/csv';
import { RelativeTime } from '@/components/date-time/date-time';
import { href } from '@/lib/paths';
import { deviceStatus, personName, phoneNumbersText } from '../model/device-status';
import { DeviceStatusBadge } from '../parts/device-status-badge';
import { useLabels } from '../parts/use-labels';
import { textColumn } from '@/components/data-table/text-column';
import { timeColumn } from '@/components/data-table/time-column';

/** The devices table's columns (GET devices); device and user text is rendered as text. */
export function useDeviceColumns(options: { showUser?: boolean } = {}): Column<Device>[] {
  const { t } = useLingui();
  const labels = useLabels();
  const { showUser = true } = options;
  return useMemo(() => {
    const statusText = (device: Device) => {
      const status = deviceStatus(device);
      const word = status === 'active' ? t`Active` : status === 'pending' ? t`Pending` : t`Deactivated`;
      return [word, device.is_legacy ? t`Legacy` : ''].filter(Boolean).join(', ');
    };
    const columns: Column<Device>[] = [
      textColumn({ id: 'reference', header: t`Device`, value: (row) => row.device_reference, primary: true, width: '11rem' }),
      {
        id: 'user',
        header: t`Device user`,
        cell: (row) => (
          <Link asChild>
            <RouterLink to={href.deviceUser(row.device_user_reference)}>{personName(row, row.device_user_reference)}</RouterLink>
          </Link>
        ),
        csv: (row) => row.device_user_reference,
        sortValue: (row) => personName(row, row.device_user_reference),
        hidden: !showUser,
        width: '11rem',
      },
      textColumn({ id: 'group', header: t`Group`, value: (row) => row.group }),
      textColumn({ id: 'model', header: t`Model`, value: (row) => row.model, width: '8rem' }),
      textColumn({ id: 'os', header: t`OS`, value: (row) => row.os_version, width: '5rem' }),
      textColumn({ id: 'app', header: t`App version`, value: (row) => row.app_version, width: '7rem' }),
      {
        id: 'last_seen',
        header: t`Last seen`,
        cell: (row) => <RelativeTime value={row.last_seen} />,
        csv: (row) => csvInstant(row.last_seen),
        zoned: 'reader',
        sortValue: (row) => row.last_seen,
        width: '8rem',
      },
      {
        id: 'status',
        header: t`Status`,
        cell: (row) => <DeviceStatusBadge device={row} />,
        csv: statusText,
        sortValue: (row) => deviceStatus(row),
        width: '14rem',
      },
      timeColumn({
        id: 'deactivated',
        header: t`Deactivated on`,
        hidden: true,
        value: (row) => row.deactivation_date,
      }),
      {
        id: 'services',
        header: t`Services`,
        cell: (row) => (
          <Text truncate title={labels.services(row.services)}>
            {labels.services(row.services)}
          </Text>
        ),
        csv: (row) => labels.services(row.services),
        width: '12rem',
      },
      {
        id: 'phone_numbers',
        header: t`Phone numbers`,
        cell: (row) => phoneNumbersText(row),
        csv: (row) => phoneNumbersText(row),
        width: '12rem',
      },
      { id: 'imeis', header: t`IMEIs`, cell: (row) => row.imeis.join(', '), csv: (row) => row.imeis.join(', '), hidden: true },
      { id: 'serial', header: t`Serial number`, cell: (row) => row.serial_number, csv: (row) => row.serial_number ?? '', hidden: true },
    ];
    return columns;
  }, [t, labels, showUser]);
}
