import { Box, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useGetDeviceTelemetry } from '@generated/admin/hooks/telemetry/telemetry';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '@/auth/use-session';
import { DateTime } from '@/components/date-time/date-time';
import { LoadError } from '@/components/load-error';
import { MissingValue } from '@/components/missing-value';
import { formatBytes, freePercent } from '../model/format-bytes';
import { ReportTable } from './report-table';
import { TelemetryApps } from './telemetry-apps';
import { TelemetryFacts } from './telemetry-facts';

/** The device's telemetry (GET devices/{ref}/telemetry): the latest report in full, then earlier reports in brief. */
export function TelemetryPanel({ deviceReference }: { deviceReference: string }) {
  const { t, i18n } = useLingui();
  const { client } = useSession();
  const telemetry = useGetDeviceTelemetry(client, deviceReference, { limit: 50 });
  if (telemetry.isPending) return <Skeleton height="40" />;
  if (telemetry.isError) return <LoadError error={telemetry.error} onRetry={() => void telemetry.refetch()} />;
  const [latest, ...earlier] = telemetry.data.data;
  if (!latest)
    return (
      <Text color="fg.muted">
        <Trans>The device has not reported any telemetry yet.</Trans>
      </Text>
    );
  return (
    <Stack gap="6">
      <Box as="section">
        <Heading as="h2" size="md" mb="3">
          <Trans>Current status</Trans>
        </Heading>
        <TelemetryFacts report={latest} />
      </Box>
      <TelemetryApps report={latest} />
      {earlier.length ? (
        <ReportTable
          title={t`Earlier reports`}
          level="h2"
          headers={[
            { label: t`Reported` },
            { label: t`Battery`, numeric: true },
            { label: t`Storage free`, numeric: true },
            { label: t`Queued payloads`, numeric: true },
            { label: t`App version` },
          ]}
        >
          {earlier.map((report) => (
            <Table.Row key={report.reported_at}>
              <Table.Cell>
                <DateTime value={report.reported_at} />
              </Table.Cell>
              <Table.Cell textAlign="end">{report.battery ? `${report.battery.level}%` : <MissingValue />}</Table.Cell>
              <Table.Cell textAlign="end">
                {report.storage ? (
                  `${formatBytes(report.storage.free_bytes, i18n.locale)} (${freePercent(report.storage) ?? 0}%)`
                ) : (
                  <MissingValue />
                )}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {report.upload_queue ? i18n.number(report.upload_queue.queued_payloads) : <MissingValue />}
              </Table.Cell>
              <Table.Cell>{report.app_version}</Table.Cell>
            </Table.Row>
          ))}
        </ReportTable>
      ) : null}
    </Stack>
  );
}
