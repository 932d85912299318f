import { Text } from '@chakra-ui/react';
import type { SupportAccessRequest } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { StateBadge } from '@/components/state-badge/state-badge';
import { textColumn } from '@/components/data-table/text-column';
import { RequestActions } from './request-actions';
import { timeColumn } from '@/components/data-table/time-column';

/** State, role, who asked and why, the requested and approved periods, the decision, and the actions. */
export function useRequestColumns(): Column<SupportAccessRequest>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        id: 'state',
        header: t`State`,
        width: '7.5rem',
        cell: (row) => <StateBadge kind="supportAccess" value={row.approval_state} />,
        csv: (row) => row.approval_state,
        sortValue: (row) => row.approval_state,
      },
      textColumn<SupportAccessRequest>({ id: 'role', header: t`Role`, width: '9rem', primary: true, value: (row) => row.role }),
      {
        id: 'by',
        header: t`Requested by`,
        width: '11rem',
        cell: (row) => (
          <Text as="span" truncate title={row.requested_by}>
            {row.requested_by}
          </Text>
        ),
        csv: (row) => row.requested_by,
        sortValue: (row) => row.requested_by ?? '',
      },
      {
        id: 'reason',
        header: t`Reason`,
        width: '12rem',
        cell: (row) => (
          <Text as="span" truncate title={row.request_description}>
            {row.request_description}
          </Text>
        ),
        csv: (row) => row.request_description,
      },
      timeColumn({
        id: 'requested_at',
        header: t`Requested`,
        width: '11rem',
        hidden: true,
        value: (row) => row.requested_at,
      }),
      timeColumn({
        id: 'requested_expiry',
        header: t`Asked until`,
        width: '10rem',
        hidden: true,
        value: (row) => row.requested_expiry,
      }),
      timeColumn({
        id: 'approval_expiry',
        header: t`Approved until`,
        width: '10rem',
        value: (row) => row.approval_expiry,
      }),
      {
        id: 'decided_by',
        header: t`Decided by`,
        width: '12rem',
        hidden: true,
        cell: (row) => (
          <Text as="span" truncate title={row.approved_by ?? ''}>
            {row.approved_by}
          </Text>
        ),
        csv: (row) => row.approved_by,
      },
      {
        id: 'rejection',
        header: t`Rejection reason`,
        width: '14rem',
        hidden: true,
        cell: (row) => (
          <Text as="span" truncate title={row.rejection_reason ?? ''}>
            {row.rejection_reason}
          </Text>
        ),
        csv: (row) => row.rejection_reason,
      },
      { id: 'actions', header: t`Actions`, width: '9rem', cell: (row) => <RequestActions request={row} /> },
    ],
    [t],
  );
}
