import type { UserActivity } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { CallerCell } from './activity-cells';
import { useActivityColumns } from './activity-columns';

/** Columns of the portal user activity log. */
export function useUserActivityColumns(): Column<UserActivity>[] {
  const { t } = useLingui();
  const shared = useActivityColumns();
  return useMemo(() => {
    const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);
    return [
      shared.time,
      {
        id: 'who',
        header: t`User`,
        width: '12.5rem',
        cell: (row) => <CallerCell reference={row.user_reference} clientApp={row.is_client_app} />,
        csv: (row) => row.user_reference,
        sortValue: (row) => row.user_reference,
      },
      ...shared.call(t`Browser`),
      {
        id: 'client_app',
        header: t`Client app`,
        width: '7rem',
        cell: (row) => yesNo(row.is_client_app),
        csv: (row) => yesNo(row.is_client_app),
      },
      shared.group,
      {
        id: 'roles',
        header: t`Roles`,
        width: '12rem',
        hidden: true,
        cell: (row) => row.roles?.join(', '),
        csv: (row) => row.roles?.join(', '),
      },
      ...shared.details,
    ] satisfies Column<UserActivity>[];
  }, [t, shared]);
}
