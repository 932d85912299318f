import { SimpleGrid, Table } from '@chakra-ui/react';
import type { DeviceTelemetry } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { DateTime } from '@/components/date-time/date-time';
import { formatBytes } from '../model/format-bytes';
import { ReportTable } from './report-table';

/** Installed applications and per-app network use of one report. */
export function TelemetryApps({ report }: { report: DeviceTelemetry }) {
  const { t, i18n } = useLingui();
  const apps = [...(report.installed_applications ?? [])].sort((a, b) => a.package_name.localeCompare(b.package_name));
  const traffic = [...(report.app_network_stats ?? [])].sort((a, b) => b.rx_bytes + b.tx_bytes - (a.rx_bytes + a.tx_bytes));
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      {apps.length ? (
        <ReportTable
          title={t`Installed applications`}
          level="h3"
          headers={[{ label: t`Package` }, { label: t`Version` }, { label: t`Installed` }]}
        >
          {apps.map((app) => (
            <Table.Row key={app.package_name}>
              <Table.Cell fontFamily="mono" fontSize="xs" wordBreak="break-all">
                {app.package_name}
              </Table.Cell>
              <Table.Cell>{app.version_name}</Table.Cell>
              <Table.Cell>
                <DateTime value={app.installed_at} style="short" />
              </Table.Cell>
            </Table.Row>
          ))}
        </ReportTable>
      ) : null}
      {traffic.length ? (
        <ReportTable
          title={t`Network use by app`}
          level="h3"
          headers={[{ label: t`Package` }, { label: t`Bytes received`, numeric: true }, { label: t`Bytes sent`, numeric: true }]}
        >
          {traffic.map((app) => (
            <Table.Row key={app.package_name}>
              <Table.Cell fontFamily="mono" fontSize="xs" wordBreak="break-all">
                {app.package_name}
              </Table.Cell>
              <Table.Cell textAlign="end">{formatBytes(app.rx_bytes, i18n.locale)}</Table.Cell>
              <Table.Cell textAlign="end">{formatBytes(app.tx_bytes, i18n.locale)}</Table.Cell>
            </Table.Row>
          ))}
        </ReportTable>
      ) : null}
    </SimpleGrid>
  );
}
