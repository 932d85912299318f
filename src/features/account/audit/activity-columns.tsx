import type { DeviceActivity, UserActivity } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { timeColumn } from '@/components/data-table/time-column';
import { durationMs, parametersText, ResultCell, StatusCell } from './activity-cells';

type Activity = UserActivity | DeviceActivity;

/** The columns both activity logs have; each log places them among its own columns. */
export function useActivityColumns() {
  const { t } = useLingui();
  return useMemo(() => {
    const time = timeColumn<Activity>({ id: 'time', header: t`Time`, width: '12rem', value: (row) => row.activity_time });
    /** Address, action, result, status and user agent: the call itself (the user agent's header differs between the logs). */
    const call = (browserHeader: string): Column<Activity>[] => [
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
      { id: 'browser', header: browserHeader, width: '14rem', cell: (row) => row.browser, csv: (row) => row.browser },
    ];
    const group: Column<Activity> = {
      id: 'group',
      header: t`Group`,
      width: '10rem',
      hidden: true,
      cell: (row) => row.group,
      csv: (row) => row.group,
    };
    const details: Column<Activity>[] = [
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
    ];
    return { time, call, group, details };
  }, [t]);
}
