import type { DeviceUser } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { personName } from '../model/device-status';
import { useLabels } from '../parts/use-labels';
import { UserStatusBadge } from '../parts/user-status-badge';
import { textColumn } from '@/components/data-table/text-column';
import { timeColumn } from '@/components/data-table/time-column';

/** The device users table's columns (GET users). */
export function useDeviceUserColumns(): Column<DeviceUser>[] {
  const { t, i18n } = useLingui();
  const labels = useLabels();
  return useMemo<Column<DeviceUser>[]>(
    () => [
      textColumn({ id: 'reference', header: t`Reference`, value: (row) => row.device_user_reference, primary: true, width: '12rem' }),
      textColumn({ id: 'name', header: t`Name`, value: (row) => personName(row), width: '11rem' }),
      textColumn({ id: 'email', header: t`Email`, value: (row) => row.email, width: '14rem' }),
      textColumn({ id: 'group', header: t`Group`, value: (row) => row.group }),
      {
        id: 'services',
        header: t`Services`,
        cell: (row) => labels.services(row.services),
        csv: (row) => labels.services(row.services),
        width: '12rem',
      },
      {
        id: 'expected',
        header: t`Expected devices`,
        cell: (row) => i18n.number(row.expected_device_count),
        csv: (row) => row.expected_device_count,
        sortValue: (row) => row.expected_device_count,
        align: 'end',
        width: '7rem',
      },
      {
        id: 'status',
        header: t`Status`,
        cell: (row) => <UserStatusBadge isActive={row.is_active} isLegacy={row.is_legacy} />,
        csv: (row) => [row.is_active ? t`Active` : t`Offboarded`, row.is_legacy ? t`Legacy` : ''].filter(Boolean).join(', '),
        sortValue: (row) => row.is_active,
        width: '10rem',
      },
      timeColumn({
        id: 'onboarded',
        header: t`Onboarded`,
        width: '9rem',
        value: (row) => row.onboard_date,
        style: 'short',
      }),
      timeColumn({
        id: 'offboarded',
        header: t`Offboarded`,
        width: '9rem',
        value: (row) => row.offboard_date,
        style: 'short',
      }),
    ],
    [t, i18n, labels],
  );
}
