import { Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useGetClientTelemetry } from '@generated/internal/hooks/telemetry/telemetry';
import type { TelemetryVersionCount } from '@generated/internal/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { ColumnChart } from '@/components/charts/column-chart';
import { DateTime } from '@/components/date-time/date-time';
import { MetadataList } from '@/components/detail/metadata-list';
import { LoadError } from '@/components/load-error';

const rowsOf = (versions: readonly TelemetryVersionCount[]) =>
  versions.map((entry) => ({ key: entry.version, label: entry.version, values: { devices: entry.count } }));

/** Devices counted per reported version, under its own heading. */
function VersionChart({ heading, title, versions }: { heading: string; title: string; versions: readonly TelemetryVersionCount[] }) {
  const { t } = useLingui();
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {heading}
      </Heading>
      <ColumnChart
        title={title}
        rows={rowsOf(versions)}
        series={[{ key: 'devices', label: t`Devices` }]}
        rowHeader={t`Version`}
        height={160}
        empty={<Trans>No devices reported a version.</Trans>}
      />
    </Stack>
  );
}

/** One client's device telemetry summary (`GET /clients/{client}/telemetry`): reporting, upload queue, battery, storage and versions. */
export function ClientTelemetryPanel({ client }: { client: string }) {
  const { t, i18n } = useLingui();
  const query = useGetClientTelemetry(client);
  if (query.isPending) return <Skeleton height="48" />;
  if (query.isError)
    return <LoadError title={<Trans>The telemetry could not be loaded.</Trans>} error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <Stack gap="6">
      <MetadataList
        items={[
          { label: t`Active devices`, value: i18n.number(data.device_count) },
          { label: t`Reporting in the last 24 hours`, value: i18n.number(data.reporting_devices) },
          { label: t`Last upload`, value: <DateTime value={data.last_upload_at} /> },
          { label: t`Last telemetry`, value: <DateTime value={data.last_telemetry_at} /> },
          { label: t`Payloads waiting on devices`, value: i18n.number(data.upload_queue.queued_payloads) },
          { label: t`Devices with a queue`, value: i18n.number(data.upload_queue.devices_with_queue) },
          { label: t`Oldest waiting payload`, value: <DateTime value={data.upload_queue.oldest_queued_at} /> },
          { label: t`Battery under 15%`, value: i18n.number(data.low_battery_devices) },
          { label: t`Storage under 500 MB`, value: i18n.number(data.low_storage_devices) },
          { label: t`Computed`, value: <DateTime value={data.generated_at} /> },
        ]}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <VersionChart heading={t`OS versions`} title={t`Devices by OS version`} versions={data.os_versions} />
        <VersionChart heading={t`App versions`} title={t`Devices by app version`} versions={data.app_versions} />
      </SimpleGrid>
    </Stack>
  );
}
