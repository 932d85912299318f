import type { SupportAccessRequest } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { textColumn } from '@/components/data-table/text-column';
import { timeColumn } from '@/components/data-table/time-column';
import { useRequestColumns as useSharedColumns } from '@/components/support/request-columns';
import { RequestActions } from './request-actions';

/** State, role, who asked and why, the requested and approved periods, the decision, and the actions. */
export function useRequestColumns(): Column<SupportAccessRequest>[] {
  const { t } = useLingui();
  const shared = useSharedColumns<SupportAccessRequest>();
  return useMemo(
    () => [
      shared.state,
      shared.role,
      shared.requestedBy,
      shared.reason,
      shared.requestedAt,
      { ...shared.requestedExpiry, hidden: true },
      timeColumn({ id: 'approval_expiry', header: t`Approved until`, width: '10rem', value: (row) => row.approval_expiry }),
      textColumn({ id: 'decided_by', header: t`Decided by`, width: '12rem', hidden: true, long: true, value: (row) => row.approved_by }),
      textColumn({
        id: 'rejection',
        header: t`Rejection reason`,
        width: '14rem',
        hidden: true,
        long: true,
        sortable: false,
        value: (row) => row.rejection_reason,
      }),
      { id: 'actions', header: t`Actions`, width: '9rem', cell: (row) => <RequestActions request={row} /> },
    ],
    [t, shared],
  );
}
