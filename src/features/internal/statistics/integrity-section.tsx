import { Heading, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import type { IntegrityCheckStats } from '@generated/internal/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ColumnChart } from '@/components/charts/column-chart';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { DateTime } from '@/components/date-time/date-time';
import { checkedByDay, checkTotals, problemsByDay } from './stat-rows';

/** Integrity checks: totals, payloads checked per day by client, problems per day, and every check. */
export function IntegritySection({ checks }: { checks: readonly IntegrityCheckStats[] }) {
  const { t, i18n } = useLingui();
  const checked = useMemo(() => checkedByDay(checks), [checks]);
  const problems = useMemo(() => problemsByDay(checks), [checks]);
  const totals = checkTotals(checks);
  const columns = useMemo<Column<IntegrityCheckStats>[]>(
    () => [
      { id: 'date', header: t`Day`, width: '8rem', cell: (row) => row.date, csv: (row) => row.date, sortValue: (row) => row.date },
      {
        id: 'client',
        header: t`Client`,
        width: '9rem',
        cell: (row) => row.client,
        csv: (row) => row.client,
        sortValue: (row) => row.client,
      },
      {
        id: 'checked',
        header: t`Checked`,
        width: '7rem',
        align: 'end',
        cell: (row) => i18n.number(row.checked),
        csv: (row) => row.checked,
        sortValue: (row) => row.checked,
      },
      {
        id: 'missing',
        header: t`Missing`,
        width: '7rem',
        align: 'end',
        cell: (row) => (
          <Text as="span" color={row.missing ? 'fg.error' : undefined}>
            {i18n.number(row.missing)}
          </Text>
        ),
        csv: (row) => row.missing,
        sortValue: (row) => row.missing,
      },
      {
        id: 'mismatched',
        header: t`Mismatched`,
        width: '8rem',
        align: 'end',
        cell: (row) => (
          <Text as="span" color={row.mismatched ? 'fg.error' : undefined}>
            {i18n.number(row.mismatched)}
          </Text>
        ),
        csv: (row) => row.mismatched,
        sortValue: (row) => row.mismatched,
      },
      {
        id: 'checked_at',
        header: t`Finished`,
        width: '11rem',
        cell: (row) => <DateTime value={row.checked_at} />,
        csv: (row) => row.checked_at,
      },
    ],
    [t, i18n],
  );
  const stats = [
    { label: t`Payloads checked`, value: totals.checked, bad: false },
    { label: t`Stored objects missing`, value: totals.missing, bad: totals.missing > 0 },
    { label: t`Checksum mismatches`, value: totals.mismatched, bad: totals.mismatched > 0 },
  ];
  return (
    <Stack gap="5" as="section" aria-labelledby="integrity-heading">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="integrity-heading">
          <Trans>Integrity checks</Trans>
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <Trans>Each night every client's payload records are compared with their stored objects and checksums.</Trans>
        </Text>
      </Stack>
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
    </Stack>
  );
}
