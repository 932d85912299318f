import { Heading, SimpleGrid, Stack, Stat } from '@chakra-ui/react';
import type { IntegrityCheckStats } from '@generated/internal/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ColumnChart } from '@/components/charts/column-chart';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { clientColumn, countColumn } from './stat-columns';
import { timeColumn } from '@/components/data-table/time-column';
import { checkedByDay, checkTotals, problemsByDay } from './stat-rows';
import { StatSection } from './stat-section';

/** Integrity checks: totals, payloads checked per day by client, problems per day, and every check. */
export function IntegritySection({ checks }: { checks: readonly IntegrityCheckStats[] }) {
  const { t, i18n } = useLingui();
  const checked = useMemo(() => checkedByDay(checks), [checks]);
  const problems = useMemo(() => problemsByDay(checks), [checks]);
  const totals = checkTotals(checks);
  const columns = useMemo<Column<IntegrityCheckStats>[]>(
    () => [
      { id: 'date', header: t`Day`, width: '8rem', cell: (row) => row.date, csv: (row) => row.date, sortValue: (row) => row.date },
      clientColumn(t`Client`),
      countColumn(i18n, { id: 'checked', header: t`Checked`, width: '7rem', count: (row) => row.checked }),
      countColumn(i18n, { id: 'missing', header: t`Missing`, width: '7rem', count: (row) => row.missing, problem: true }),
      countColumn(i18n, { id: 'mismatched', header: t`Mismatched`, width: '8rem', count: (row) => row.mismatched, problem: true }),
      timeColumn({ id: 'checked_at', header: t`Finished`, value: (row) => row.checked_at }),
    ],
    [t, i18n],
  );
  const stats = [
    { label: t`Payloads checked`, value: totals.checked, bad: false },
    { label: t`Stored objects missing`, value: totals.missing, bad: totals.missing > 0 },
    { label: t`Checksum mismatches`, value: totals.mismatched, bad: totals.mismatched > 0 },
  ];
  return (
    <StatSection
      id="integrity"
      title={<Trans>Integrity checks</Trans>}
      description={<Trans>Each night every client's payload records are compared with their stored objects and checksums.</Trans>}
    >
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        {stats.map((stat) => (
          <Stat.Root key={stat.label} borderWidth="1px" rounded="md" p="3">
            <Stat.Label>{stat.label}</Stat.Label>
            <Stat.ValueText color={stat.bad ? 'fg.error' : undefined} fontVariantNumeric="tabular-nums">
              {i18n.number(stat.value)}
            </Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Stack gap="2">
          <Heading as="h3" size="sm">
            <Trans>Payloads checked per day</Trans>
          </Heading>
          <ColumnChart
            title={t`Payloads checked per day, by client`}
            rows={checked.rows}
            series={checked.clients.map((client) => ({ key: client, label: client }))}
            rowHeader={t`Day`}
          />
        </Stack>
        <Stack gap="2">
          <Heading as="h3" size="sm">
            <Trans>Problems found per day</Trans>
          </Heading>
          <ColumnChart
            title={t`Missing objects and checksum mismatches per day`}
            rows={problems}
            series={[
              { key: 'missing', label: t`Missing`, color: 'red.solid' },
              { key: 'mismatched', label: t`Mismatched`, color: 'orange.solid' },
            ]}
            mode="grouped"
            rowHeader={t`Day`}
          />
        </Stack>
      </SimpleGrid>
      <DataTable<IntegrityCheckStats>
        id="integrity-checks"
        caption={t`Integrity checks`}
        columns={columns}
        rowKey={(row) => `${row.client}:${row.date}`}
        rows={checks}
        emptyTitle={t`No integrity checks`}
        emptyDescription={t`No check ran in this period.`}
        maxHeight="50vh"
      />
    </StatSection>
  );
}
