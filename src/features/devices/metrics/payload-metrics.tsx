import { Box, Heading, SegmentGroup, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MetricsScope, type PayloadMetrics as Metrics } from '@generated/admin/model';
import { PayloadType } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import { ColumnChart } from '@/components/charts/column-chart';
import type { ChartRow } from '@/components/charts/chart-types';
import { dateRangeParams } from '@/components/filters/date-range';
import { useDayZone } from '@/components/date-time/time-zone-preference';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { FilterBar } from '@/components/filters/filter-bar';
import { LoadError } from '@/components/load-error';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { PAYLOAD_TYPES } from '@/lib/payload-types';
import { periodLabel } from '../model/period-label';
import { GroupFilter } from '../parts/group-filter';
import { useLabels } from '../parts/use-labels';
import { useMetrics } from './use-metrics';

const SCOPES: readonly MetricsScope[] = Object.values(MetricsScope);
const spec = { scope: urlParam.enumOf(SCOPES, MetricsScope.Daily), from: urlParam.date(), to: urlParam.date(), group: urlParam.text() };

const GROUPS: { key: string; types: readonly PayloadType[] }[] = [
  { key: 'calls', types: [PayloadType.Call, PayloadType.AbortedCall, PayloadType.BlockedCall] },
  { key: 'messages', types: [PayloadType.SMS, PayloadType.MMS, PayloadType.RCS] },
  { key: 'media', types: [PayloadType.Photo, PayloadType.Video, PayloadType.Interview] },
  { key: 'diagnostics', types: [PayloadType.Diagnostics] },
];

/** Payload counts per period and type (GET metrics/{scope}) as stacked columns, overall and per group of types. */
export function PayloadMetrics() {
  const { t, i18n } = useLingui();
  const labels = useLabels();
  const filters = useUrlState(spec);
  const { scope, from, to, group } = filters.values;
  const dayZone = useDayZone();
  const params = useMemo(() => ({ ...dateRangeParams({ from, to }, dayZone), ...(group ? { group } : {}) }), [from, to, group, dayZone]);
  const metrics = useMetrics(scope, params);
  const scopeLabels: Record<MetricsScope, string> = {
    Daily: t`Daily`,
    Weekly: t`Weekly`,
    Monthly: t`Monthly`,
    Yearly: t`Yearly`,
    Summary: t`Summary`,
  };
  const scopeLabel = scopeLabels[scope];
  const groupTitles: Record<string, string> = {
    calls: t`Calls`,
    messages: t`Messages`,
    media: t`Photos, videos and interviews`,
    diagnostics: t`Diagnostics`,
  };
  const rows = useMemo<ChartRow[]>(
    () =>
      (metrics.data ?? []).map((period: Metrics) => ({
        key: period.id,
        label: periodLabel(scope, period.id, i18n.locale),
        values: Object.fromEntries(PAYLOAD_TYPES.map((type) => [type, period[type]])),
      })),
    [metrics.data, scope, i18n.locale],
  );
  const series = (types: readonly PayloadType[]) => types.map((type) => ({ key: type, label: labels.payloadType(type) }));
  // One period (Summary): a column per payload type reads better than one stacked column.
  const summaryRows = useMemo<ChartRow[]>(
    () =>
      PAYLOAD_TYPES.map((type) => ({
        key: type,
        label: labels.payloadType(type),
        values: { count: rows.reduce((sum, row) => sum + (row.values[type] ?? 0), 0) },
      })),
    [rows, labels],
  );

  if (!metrics.allowed) return <Text color="fg.muted">{t`Your roles do not allow viewing payload metrics.`}</Text>;
  return (
    <Stack gap="5">
      <FilterBar
        activeCount={filters.activeCount - (scope === 'Daily' ? 0 : 1)}
        onClear={() => filters.set({ from: undefined, to: undefined, group: undefined })}
      >
        <SegmentGroup.Root
          size="sm"
          value={scope}
          onValueChange={(details) => filters.set({ scope: (details.value as MetricsScope | null) ?? MetricsScope.Daily })}
          aria-label={t`Period`}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={SCOPES.map((value) => ({ value, label: scopeLabels[value] }))} />
        </SegmentGroup.Root>
        <DateRangeFilter
          fields={[{ value: 'period', label: t`Period` }]}
          value={{ field: 'period', from, to }}
          onChange={(range) => filters.set({ from: range.from, to: range.to })}
        />
        <GroupFilter value={group} onChange={(next) => filters.set({ group: next })} />
      </FilterBar>
      {metrics.isError ? <LoadError error={metrics.error} onRetry={() => void metrics.refetch()} /> : null}
      {metrics.isPending ? <Skeleton height="64" /> : null}
      {metrics.isSuccess ? (
        scope === 'Summary' ? (
          <ChartSection title={t`Payloads per type, all time`}>
            <ColumnChart
              title={t`Payloads per type, all time`}
              rows={summaryRows}
              series={[{ key: 'count', label: t`Payloads` }]}
              rowHeader={t`Type`}
              height={260}
            />
          </ChartSection>
        ) : (
          <>
            <ChartSection title={t`All payload types`}>
              <ColumnChart
                title={t`${scopeLabel} payloads by type`}
                rows={rows}
                series={series(PAYLOAD_TYPES)}
                rowHeader={t`Period`}
                height={260}
              />
            </ChartSection>
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
              {GROUPS.map((entry) => {
                const groupTitle = groupTitles[entry.key] ?? entry.key;
                return (
                  <ChartSection key={entry.key} title={groupTitle} level={3}>
                    <ColumnChart
                      title={t`${scopeLabel} payloads: ${groupTitle}`}
                      rows={rows}
                      series={series(entry.types)}
                      rowHeader={t`Period`}
                      height={180}
                    />
                  </ChartSection>
                );
              })}
            </SimpleGrid>
          </>
        )
      ) : null}
    </Stack>
  );
}

function ChartSection({ title, level = 2, children }: { title: string; level?: 2 | 3; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" rounded="md" p="4">
      <Heading as={level === 2 ? 'h2' : 'h3'} size={level === 2 ? 'md' : 'sm'} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
