import type { Alert } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { useSelectionColumn } from '@/components/data-table/use-selection-column';
import { StateBadge } from '@/components/state-badge/state-badge';
import { useAlertLabels } from './alert-labels';
import type { AlertSelection } from './use-alert-selection';
import { textColumn } from '@/components/data-table/text-column';
import { timeColumn } from '@/components/data-table/time-column';

const SEVERITY_RANK = { High: 3, Medium: 2, Low: 1 } as const;

interface Options {
  /** Show the client column (staff list across clients). */
  withClient?: boolean;
  /** Adds a tick box per row for bulk actions. */
  selection?: AlertSelection | undefined;
  /** The loaded rows, for the header's "select all loaded" tick box. */
  loaded?: readonly Alert[] | undefined;
}

const alertKey = (alert: Alert) => alert.alert_reference;

/** The columns of an alert list: severity, subject (the row link), state, type, scope, occurrences and dates. */
export function useAlertColumns({ withClient = false, selection, loaded }: Options = {}): Column<Alert>[] {
  const { t } = useLingui();
  const labels = useAlertLabels();
  const rowLabel = useCallback(
    (row: Alert) => {
      const subject = row.alert_subject;
      return t`Select alert ${subject}`;
    },
    [t],
  );
  const select = useSelectionColumn(selection, { rowKey: alertKey, rowLabel, loaded });
  return useMemo(() => {
    const columns: (Column<Alert> | false)[] = [
      select ?? false,
      {
        id: 'severity',
        header: t`Severity`,
        width: '6.5rem',
        cell: (row) => <StateBadge kind="severity" value={row.alert_severity} />,
        csv: (row) => row.alert_severity,
        sortValue: (row) => SEVERITY_RANK[row.alert_severity] ?? 0,
      },
      textColumn({
        id: 'subject',
        header: t`Subject`,
        width: '13rem',
        primary: true,
        long: true,
        value: (row) => row.alert_subject,
        sortValue: (row) => row.alert_subject.toLowerCase(),
      }),
      {
        id: 'state',
        header: t`State`,
        width: '7rem',
        cell: (row) => <StateBadge kind="alert" value={row.alert_state} />,
        csv: (row) => row.alert_state,
        sortValue: (row) => row.alert_state,
      },
      withClient && textColumn({ id: 'client', header: t`Client`, width: '9rem', value: (row) => row.client ?? '' }),
      {
        id: 'type',
        header: t`Type`,
        width: '8rem',
        cell: (row) => labels.type[row.alert_type] ?? row.alert_type,
        csv: (row) => row.alert_type,
        sortValue: (row) => labels.type[row.alert_type] ?? row.alert_type,
      },
      {
        id: 'scope',
        header: t`Scope`,
        width: '6.5rem',
        cell: (row) => labels.scope[row.alert_scope] ?? row.alert_scope,
        csv: (row) => row.alert_scope,
        sortValue: (row) => row.alert_scope,
      },
      {
        id: 'occurrences',
        header: t`Occurrences`,
        width: '9.5rem',
        align: 'end',
        cell: (row) => row.occurrences.length,
        csv: (row) => row.occurrences.length,
        sortValue: (row) => row.occurrences.length,
      },
      timeColumn({ id: 'first', header: t`First occurrence`, hidden: true, value: (row) => row.first_occurrence }),
      timeColumn({ id: 'last', header: t`Last occurrence`, value: (row) => row.last_occurrence }),
      textColumn({
        id: 'message',
        header: t`Message`,
        width: '20rem',
        hidden: true,
        long: true,
        sortable: false,
        value: (row) => row.alert_message,
      }),
      textColumn({
        id: 'reference',
        header: t`Reference`,
        width: '16rem',
        hidden: true,
        sortable: false,
        value: (row) => row.alert_reference,
      }),
      timeColumn({ id: 'cleared_at', header: t`Cleared`, hidden: true, value: (row) => row.cleared_at }),
    ];
    return columns.filter((column): column is Column<Alert> => Boolean(column));
  }, [t, labels, withClient, select]);
}
