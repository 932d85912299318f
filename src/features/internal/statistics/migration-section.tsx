import { Heading, Stack, Text } from '@chakra-ui/react';
import type { MigrationRunStats } from '@generated/internal/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ColumnChart } from '@/components/charts/column-chart';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { DateTime } from '@/components/date-time/date-time';
import { StateBadge } from '@/components/state-badge/state-badge';
import { resultSummary, runRows } from './stat-rows';

/** Legacy migration runs: errors, warnings and successes per run, and every run with its result kinds. */
export function MigrationSection({ runs }: { runs: readonly MigrationRunStats[] }) {
  const { t, i18n } = useLingui();
  const rows = useMemo(() => runRows(runs), [runs]);
  const columns = useMemo<Column<MigrationRunStats>[]>(
    () => [
      {
        id: 'started',
        header: t`Started`,
        width: '11rem',
        cell: (row) => <DateTime value={row.started_at} />,
        csv: (row) => row.started_at,
        sortValue: (row) => row.started_at,
      },
      {
        id: 'client',
        header: t`Client`,
        width: '9rem',
        cell: (row) => row.client,
        csv: (row) => row.client,
        sortValue: (row) => row.client,
      },
      {
        id: 'state',
        header: t`State`,
        width: '8rem',
        cell: (row) => <StateBadge kind="migration" value={row.state} />,
        csv: (row) => row.state,
        sortValue: (row) => row.state,
      },
      {
        id: 'completed',
        header: t`Finished`,
        width: '11rem',
        cell: (row) => <DateTime value={row.completed_at} />,
        csv: (row) => row.completed_at,
      },
      {
        id: 'errors',
        header: t`Errors`,
        width: '6rem',
        align: 'end',
        cell: (row) => (
          <Text as="span" color={row.errors ? 'fg.error' : undefined}>
            {i18n.number(row.errors)}
          </Text>
        ),
        csv: (row) => row.errors,
        sortValue: (row) => row.errors,
      },
      {
        id: 'warnings',
        header: t`Warnings`,
        width: '7rem',
        align: 'end',
        cell: (row) => i18n.number(row.warnings),
        csv: (row) => row.warnings,
        sortValue: (row) => row.warnings,
      },
      {
        id: 'successes',
        header: t`Successes`,
        width: '7rem',
        align: 'end',
        cell: (row) => i18n.number(row.successes),
        csv: (row) => row.successes,
        sortValue: (row) => row.successes,
      },
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
    <Stack gap="5" as="section" aria-labelledby="migration-heading">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="migration-heading">
          <Trans>Legacy migration runs</Trans>
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <Trans>Runs that import clients' devices, users and payloads from the legacy platform.</Trans>
        </Text>
      </Stack>
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
    </Stack>
  );
}
