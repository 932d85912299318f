import { Box, Heading, SimpleGrid, Table } from '@chakra-ui/react';
import type { DeviceTelemetry } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { DateTime } from '@/components/date-time/date-time';
import { formatBytes } from '../model/format-bytes';

/** Installed applications and per-app network use of one report. */
export function TelemetryApps({ report }: { report: DeviceTelemetry }) {
  const { t, i18n } = useLingui();
  const apps = [...(report.installed_applications ?? [])].sort((a, b) => a.package_name.localeCompare(b.package_name));
  const traffic = [...(report.app_network_stats ?? [])].sort((a, b) => b.rx_bytes + b.tx_bytes - (a.rx_bytes + a.tx_bytes));
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      {apps.length ? (
        <Box as="section">
          <Heading as="h3" size="sm" mb="2">
            {t`Installed applications`}
          </Heading>
          <Table.ScrollArea borderWidth="1px" rounded="md" maxHeight="20rem">
            <Table.Root size="sm" stickyHeader aria-label={t`Installed applications`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t`Package`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Version`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Installed`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
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
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Box>
      ) : null}
      {traffic.length ? (
        <Box as="section">
          <Heading as="h3" size="sm" mb="2">
            {t`Network use by app`}
          </Heading>
          <Table.ScrollArea borderWidth="1px" rounded="md" maxHeight="20rem">
            <Table.Root size="sm" stickyHeader aria-label={t`Network use by app`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t`Package`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Bytes received`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Bytes sent`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {traffic.map((app) => (
                  <Table.Row key={app.package_name}>
                    <Table.Cell fontFamily="mono" fontSize="xs" wordBreak="break-all">
                      {app.package_name}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatBytes(app.rx_bytes, i18n.locale)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatBytes(app.tx_bytes, i18n.locale)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Box>
      ) : null}
    </SimpleGrid>
  );
}
