import type { DeviceActivity } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Column } from '@/components/data-table/columns';
import { href } from '@/lib/paths';
import { useActivityColumns } from './activity-columns';

/** Columns of the device activity log; device and device user link to their pages. */
export function useDeviceActivityColumns(): Column<DeviceActivity>[] {
  const { t } = useLingui();
  const shared = useActivityColumns();
  return useMemo(
    () =>
      [
        shared.time,
        {
          id: 'device',
          header: t`Device`,
          width: '9.5rem',
          cell: (row) => <Link to={href.device(row.device_reference)}>{row.device_reference}</Link>,
          csv: (row) => row.device_reference,
          sortValue: (row) => row.device_reference,
        },
        {
          id: 'device_user',
          header: t`Device user`,
          width: '9.5rem',
          cell: (row) =>
            row.device_user_reference ? <Link to={href.deviceUser(row.device_user_reference)}>{row.device_user_reference}</Link> : null,
          csv: (row) => row.device_user_reference,
          sortValue: (row) => row.device_user_reference,
        },
        ...shared.call(t`User agent`),
        shared.group,
        ...shared.details,
      ] satisfies Column<DeviceActivity>[],
    [t, shared],
  );
}
