import { Text } from '@chakra-ui/react';
import type { MigrationRunStats } from '@generated/internal/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ColumnChart } from '@/components/charts/column-chart';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { StateBadge } from '@/components/state-badge/state-badge';
import { clientColumn, countColumn } from './stat-columns';
import { timeColumn } from '@/components/data-table/time-column';
import { resultSummary, runRows } from './stat-rows';
import { StatSection } from './stat-section';

/** Legacy migration runs: errors, warnings and successes per run, and every run with its result kinds. */
export function MigrationSection({ runs }: { runs: readonly MigrationRunStats[] }) {
  const { t, i18n } = useLingui();
  const rows = useMemo(() => runRows(runs), [runs]);
  const columns = useMemo<Column<MigrationRunStats>[]>(
    () => [
      timeColumn({ id: 'started', header: t`Started`, value: (row) => row.started_at }),
      clientColumn(t`Client`),
      {
        id: 'state',
        header: t`State`,
        width: '8rem',
        cell: (row) => <StateBadge kind="migration" value={row.state} />,
        csv: (row) => row.state,
        sortValue: (row) => row.state,
      },
      timeColumn({ id: 'completed', header: t`Finished`, value: (row) => row.completed_at }),
      countColumn(i18n, { id: 'errors', header: t`Errors`, width: '6rem', count: (row) => row.errors, problem: true }),
      countColumn(i18n, { id: 'warnings', header: t`Warnings`, width: '7rem', count: (row) => row.warnings }),
      countColumn(i18n, { id: 'successes', header: t`Successes`, width: '7rem', count: (row) => row.successes }),
      {
        id: 'results',
        header: t`Results`,
        width: '18rem',
        cell: (row) => (
          <Text as="span" truncate title={resultSummary(row)}>
            {resultSummary(row)}
          </Text>
        ),
        csv: resultSummary,
      },
      { id: 'run', header: t`Run`, width: '16rem', hidden: true, cell: (row) => row.run_id, csv: (row) => row.run_id },
    ],
    [t, i18n],
  );
  return (
    <StatSection
      id="migration"
      title={<Trans>Legacy migration runs</Trans>}
      description={<Trans>Runs that import clients' devices, users and payloads from the legacy platform.</Trans>}
    >
      <ColumnChart
        title={t`Results per migration run`}
        rows={rows}
        series={[
          { key: 'errors', label: t`Errors`, color: 'red.solid' },
          { key: 'warnings', label: t`Warnings`, color: 'orange.solid' },
          { key: 'successes', label: t`Successes`, color: 'green.solid' },
        ]}
        rowHeader={t`Run`}
        empty={<Trans>No migration ran in this period.</Trans>}
      />
      <DataTable<MigrationRunStats>
        id="migration-runs"
        caption={t`Legacy migration runs`}
        columns={columns}
        rowKey={(row) => row.run_id}
        rows={runs}
        emptyTitle={t`No migration runs`}
        emptyDescription={t`No migration ran in this period.`}
        maxHeight="50vh"
      />
    </StatSection>
  );
}
