import type { DeviceActivity } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Column } from '@/components/data-table/columns';
import { DateTime } from '@/components/date-time/date-time';
import { href } from '@/lib/paths';
import { durationMs, parametersText, ResultCell, StatusCell } from './activity-cells';

/** Columns of the device activity log; device and device user link to their pages. */
export function useDeviceActivityColumns(): Column<DeviceActivity>[] {
  const { t } = useLingui();
  return useMemo(
    () =>
      [
        {
          id: 'time',
          header: t`Time`,
          width: '12rem',
          cell: (row) => <DateTime value={row.activity_time} />,
          csv: (row) => row.activity_time,
          sortValue: (row) => row.activity_time,
        },
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
        { id: 'ip', header: t`IP address`, width: '8.5rem', cell: (row) => row.ip, csv: (row) => row.ip },
        {
          id: 'action',
          header: t`Action`,
          width: '10.5rem',
          cell: (row) => row.action,
          csv: (row) => row.action,
          sortValue: (row) => row.action,
        },
        {
          id: 'result',
          header: t`Result`,
          width: '13rem',
          cell: (row) => <ResultCell allowed={row.is_allowed} reason={row.denial_reason} />,
          csv: (row) => (row.is_allowed ? t`Allowed` : t`Denied`),
          sortValue: (row) => row.is_allowed,
        },
        {
          id: 'denial_reason',
          header: t`Denial reason`,
          width: '14rem',
          hidden: true,
          cell: (row) => row.denial_reason,
          csv: (row) => row.denial_reason,
        },
        {
          id: 'status',
          header: t`Status`,
          width: '5.5rem',
          cell: (row) => <StatusCell code={row.status_code} />,
          csv: (row) => row.status_code,
          sortValue: (row) => row.status_code,
        },
        { id: 'browser', header: t`User agent`, width: '14rem', cell: (row) => row.browser, csv: (row) => row.browser },
        { id: 'group', header: t`Group`, width: '10rem', hidden: true, cell: (row) => row.group, csv: (row) => row.group },
        {
          id: 'duration',
          header: t`Duration`,
          width: '7rem',
          hidden: true,
          align: 'end',
          cell: (row) => durationMs(row.duration),
          csv: (row) => row.duration,
        },
        {
          id: 'parameters',
          header: t`Parameters`,
          width: '16rem',
          hidden: true,
          cell: (row) => parametersText(row.parameters),
          csv: (row) => parametersText(row.parameters),
        },
      ] satisfies Column<DeviceActivity>[],
    [t],
  );
}
