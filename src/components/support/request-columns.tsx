import type { SupportAccessRequest } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { textColumn } from '@/components/data-table/text-column';
import { timeColumn } from '@/components/data-table/time-column';
import { StateBadge } from '@/components/state-badge/state-badge';

/** What every list of support access requests reads (the client's and the provider's contracts agree on it). */
type RequestRow = Pick<
  SupportAccessRequest,
  'approval_state' | 'role' | 'request_description' | 'requested_by' | 'requested_at' | 'requested_expiry'
>;

const byReference = (row: RequestRow) => row.requested_by;

/**
 * The columns the lists of support access requests share (the client's requests, the provider's
 * support queue, a client's support panel), each list placing them among its own.
 */
export function useRequestColumns<Row extends RequestRow>(requestedBy: (row: Row) => string | undefined = byReference) {
  const { t } = useLingui();
  return useMemo(
    () => ({
      state: {
        id: 'state',
        header: t`State`,
        width: '7.5rem',
        cell: (row) => <StateBadge kind="supportAccess" value={row.approval_state} />,
        csv: (row) => row.approval_state,
        sortValue: (row) => row.approval_state,
      } satisfies Column<Row>,
      role: textColumn<Row>({ id: 'role', header: t`Role`, width: '9rem', primary: true, value: (row) => row.role }),
      requestedBy: textColumn<Row>({ id: 'by', header: t`Requested by`, width: '10rem', long: true, value: requestedBy }),
      reason: textColumn<Row>({
        id: 'reason',
        header: t`Reason`,
        width: '12rem',
        long: true,
        sortable: false,
        value: (row) => row.request_description,
      }),
      requestedAt: timeColumn<Row>({
        id: 'requested_at',
        header: t`Requested`,
        width: '11rem',
        hidden: true,
        value: (row) => row.requested_at,
      }),
      requestedExpiry: timeColumn<Row>({
        id: 'requested_expiry',
        header: t`Asked until`,
        width: '10rem',
        value: (row) => row.requested_expiry,
      }),
    }),
    [t, requestedBy],
  );
}
