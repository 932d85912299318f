import { Skeleton, Stack } from '@chakra-ui/react';
import { useGetStatistics } from '@generated/internal/hooks/statistics/statistics';
import type { GetStatisticsParams } from '@generated/internal/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { DateTime } from '@/components/date-time/date-time';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { dateRangeParams } from '@/components/filters/date-range';
import { useDayZone } from '@/components/date-time/time-zone-preference';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { FilterBar } from '@/components/filters/filter-bar';
import { LoadError } from '@/components/load-error';
import { LoadingPlaceholder } from '@/components/loading-placeholder';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { Screen } from '@/components/screen';
import { paths } from '@/lib/paths';
import { useAllClients } from './api/use-all-clients';
import { IntegritySection } from './statistics/integrity-section';
import { MigrationSection } from './statistics/migration-section';

const spec = { client: urlParam.text(63), from: urlParam.date(), to: urlParam.date() };

/** Integrity check statistics and legacy migration run stats (`GET /statistics`), for a client and period. */
export default function StatisticsPage() {
  const { t } = useLingui();
  const filters = useUrlState(spec);
  const { client, from, to } = filters.values;
  const { clients } = useAllClients();
  const dayZone = useDayZone();
  const params = useMemo<GetStatisticsParams>(
    () => ({ ...(client ? { client } : {}), ...dateRangeParams({ from, to }, dayZone) }),
    [client, from, to, dayZone],
  );
  const query = useGetStatistics(params, { query: { placeholderData: (previous) => previous } });
  const data = query.data;
  return (
    <Screen
      gap="8"
      path={paths.internal.statistics}
      description={
        data ? (
          <Trans>
            From <DateTime value={data.from} /> to <DateTime value={data.to} />.
          </Trans>
        ) : undefined
      }
    >
      <FilterBar activeCount={filters.activeCount} onClear={filters.clear}>
        <ChoiceFilter
          label={t`Client`}
          anyLabel={t`All clients`}
          options={clients.map((entry) => ({ value: entry.client, label: entry.client }))}
          value={client}
          onChange={(value) => filters.set({ client: value })}
        />
        <DateRangeFilter
          fields={[{ value: 'day' as const, label: t`Day` }]}
          value={{ field: 'day', from, to }}
          onChange={(range) => filters.set({ from: range.from, to: range.to })}
        />
      </FilterBar>
      {query.isError && !data ? (
        <LoadError title={<Trans>The statistics could not be loaded.</Trans>} error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <LoadingPlaceholder>
          <Skeleton height="24" />
          <Skeleton height="64" />
        </LoadingPlaceholder>
      ) : (
        <Stack gap="10" opacity={query.isPlaceholderData ? 0.6 : 1}>
          <IntegritySection checks={data.integrity_checks} />
          <MigrationSection runs={data.migration_runs} />
        </Stack>
      )}
    </Screen>
  );
}
