import { Box, Heading, SimpleGrid, Skeleton, Stack, Stat, Switch, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ColumnChart } from '@/components/charts/column-chart';
import { LoadError } from '@/components/load-error';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import {
  BATTERY_BANDS,
  batteryBands,
  issueCounts,
  LOW_BATTERY_PERCENT,
  LOW_STORAGE_PERCENT,
  type TelemetryIssue,
} from '../model/telemetry-summary';
import { TelemetryIssuesTable } from './telemetry-issues-table';
import { useTelemetryOverview } from './use-telemetry-overview';

const spec = { t_deactivated: urlParam.boolean() };

/** Device health across the account (GET telemetry): counts of devices needing attention, battery levels, and the devices concerned. */
export function TelemetryOverview() {
  const { t, i18n } = useLingui();
  const filters = useUrlState(spec);
  const includeDeactivated = filters.values.t_deactivated ?? false;
  const params = useMemo(() => (includeDeactivated ? { include_deactivated: true } : {}), [includeDeactivated]);
  const { query, reports, allowed } = useTelemetryOverview(params);
  const counts = useMemo(() => issueCounts(reports), [reports]);
  const bands = useMemo(() => batteryBands(reports), [reports]);
  const issueLabels = useMemo<Record<TelemetryIssue, string>>(
    () => ({
      low_battery: t`Battery below ${LOW_BATTERY_PERCENT}%`,
      low_storage: t`Storage below ${LOW_STORAGE_PERCENT}% free`,
      upload_backlog: t`Payloads waiting to upload`,
      not_admin: t`App not device admin`,
      sms_permission: t`Missing SMS permissions`,
    }),
    [t],
  );

  if (!allowed) return <Text color="fg.muted">{t`Your roles do not allow viewing telemetry.`}</Text>;
  return (
    <Stack gap="5">
      <Switch.Root
        checked={includeDeactivated}
        onCheckedChange={(details) => filters.set({ t_deactivated: details.checked || undefined })}
        size="sm"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t`Include deactivated devices`}</Switch.Label>
      </Switch.Root>
      {query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isPending ? <Skeleton height="48" /> : null}
      {query.isSuccess ? (
        <>
          <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3" as="dl">
            <Stat.Root borderWidth="1px" rounded="md" p="3">
              <Stat.Label as="dt">{t`Devices reporting`}</Stat.Label>
              <Stat.ValueText as="dd">{i18n.number(reports.length)}</Stat.ValueText>
            </Stat.Root>
            {(Object.keys(issueLabels) as TelemetryIssue[]).map((issue) => (
              <Stat.Root key={issue} borderWidth="1px" rounded="md" p="3">
                <Stat.Label as="dt">{issueLabels[issue]}</Stat.Label>
                <Stat.ValueText as="dd" color={counts[issue] ? 'fg.warning' : undefined}>
                  {i18n.number(counts[issue])}
                </Stat.ValueText>
              </Stat.Root>
            ))}
          </SimpleGrid>
          <Box as="section" borderWidth="1px" rounded="md" p="4">
            <Heading as="h2" size="md" mb="3">
              {t`Battery levels`}
            </Heading>
            <ColumnChart
              title={t`Devices per battery level`}
              rows={BATTERY_BANDS.map((band) => ({
                key: band.key,
                label: `${band.min}–${band.max}%`,
                values: { devices: bands[band.key] ?? 0 },
              }))}
              series={[{ key: 'devices', label: t`Devices`, color: 'teal.solid' }]}
              rowHeader={t`Battery level`}
              height={180}
            />
          </Box>
          <TelemetryIssuesTable reports={reports} issueLabels={issueLabels} />
        </>
      ) : null}
    </Stack>
  );
}
