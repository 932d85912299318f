import { Link as ChakraLink, Text } from '@chakra-ui/react';
import type { SupportAccessRequest } from '@generated/internal/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import type { Column } from '@/components/data-table/columns';
import { DateTime } from '@/components/date-time/date-time';
import { clientPanelHref } from '../internal-hrefs';
import { SessionStartAction } from './session-start-action';
import { useRequestColumns } from '@/components/support/request-columns';
import { OneLine } from '@/components/data-table/one-line';

/** Client (opens its drawer), role (opens the request), reason, who asked (by name), periods, decision, and Start support session (or why not). */
export function useSupportColumns(staffName: (reference: string) => string): Column<SupportAccessRequest>[] {
  const { t } = useLingui();
  const requestedBy = useCallback((row: SupportAccessRequest) => (row.requested_by ? staffName(row.requested_by) : ''), [staffName]);
  const shared = useRequestColumns(requestedBy);
  return useMemo<Column<SupportAccessRequest>[]>(
    () => [
      {
        id: 'client',
        header: t`Client`,
        width: '9rem',
        cell: (row) =>
          row.client ? (
            <ChakraLink asChild colorPalette="blue" variant="underline">
              <Link to={clientPanelHref(row.client, 'support')}>{row.client}</Link>
            </ChakraLink>
          ) : null,
        csv: (row) => row.client ?? '',
        sortValue: (row) => row.client ?? '',
      },
      shared.role,
      shared.reason,
      shared.requestedBy,
      shared.requestedAt,
      shared.requestedExpiry,
      {
        id: 'decision',
        header: t`Decision`,
        width: '14rem',
        cell: (row) => {
          const by = row.approved_by ?? '–';
          const reason = row.rejection_reason ?? '–';
          if (row.approval_state === 'rejected') return <OneLine text={t`Rejected: ${reason}`} />;
          if (!row.approval_expiry) return null;
          return (
            <Text as="span" truncate>
              <Trans>
                {by} until <DateTime value={row.approval_expiry} />
              </Trans>
            </Text>
          );
        },
        csv: (row) =>
          row.approval_state === 'rejected'
            ? (row.rejection_reason ?? '')
            : [row.approved_by, row.approval_expiry].filter(Boolean).join(' '),
        sortValue: (row) => row.approval_expiry ?? row.rejection_reason ?? '',
      },
      {
        id: 'actions',
        header: t`Actions`,
        width: '14rem',
        cell: (row) => <SessionStartAction request={row} staffName={staffName} />,
      },
    ],
    [t, staffName, shared],
  );
}
