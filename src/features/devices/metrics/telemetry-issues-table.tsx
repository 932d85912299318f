import { Box, Heading, Text } from '@chakra-ui/react';
import type { DeviceTelemetry } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { csvInstant } from '@/components/data-table/csv';
import { DataTable } from '@/components/data-table/data-table';
import { RelativeTime } from '@/components/date-time/date-time';
import { href } from '@/lib/paths';
import { formatBytes, freePercent } from '../model/format-bytes';
import { issuesOf, type TelemetryIssue } from '../model/telemetry-summary';
import { textColumn } from '@/components/data-table/text-column';

/** Each device's latest report, devices needing attention first, with what needs attention. */
export function TelemetryIssuesTable({
  reports,
  issueLabels,
}: {
  reports: readonly DeviceTelemetry[];
  issueLabels: Record<TelemetryIssue, string>;
}) {
  const { t, i18n } = useLingui();
  const rows = useMemo(() => [...reports].sort((a, b) => issuesOf(b).length - issuesOf(a).length), [reports]);
  const columns = useMemo<Column<DeviceTelemetry>[]>(() => {
    const issuesText = (row: DeviceTelemetry) =>
      issuesOf(row)
        .map((issue) => issueLabels[issue])
        .join('; ');
    const readingColumn = (
      id: string,
      header: string,
      reading: (row: DeviceTelemetry) => number | undefined,
      cell: Column<DeviceTelemetry>['cell'],
    ): Column<DeviceTelemetry> => ({ id, header, cell, csv: (row) => reading(row) ?? '', sortValue: reading, align: 'end', width: '6rem' });
    return [
      textColumn({ id: 'device', header: t`Device`, value: (row) => row.device_reference, primary: true, width: '11rem' }),
      textColumn({ id: 'user', header: t`Device user`, value: (row) => row.device_user_reference, width: '11rem' }),
      {
        id: 'issues',
        header: t`Needs attention`,
        cell: (row) => (
          <Text truncate title={issuesText(row)} color="fg.warning">
            {issuesText(row)}
          </Text>
        ),
        csv: issuesText,
        sortValue: (row) => issuesOf(row).length,
        width: '18rem',
      },
      textColumn({ id: 'group', header: t`Group`, value: (row) => row.group, hidden: true }),
      {
        id: 'reported',
        header: t`Reported`,
        cell: (row) => <RelativeTime value={row.reported_at} />,
        csv: (row) => csvInstant(row.reported_at),
        zoned: 'reader',
        sortValue: (row) => row.reported_at,
        width: '8rem',
      },
      readingColumn(
        'battery',
        t`Battery`,
        (row) => row.battery?.level,
        (row) => (row.battery ? `${row.battery.level}%` : null),
      ),
      {
        id: 'storage',
        header: t`Storage free`,
        cell: (row) => (row.storage ? `${formatBytes(row.storage.free_bytes, i18n.locale)} (${freePercent(row.storage) ?? 0}%)` : null),
        csv: (row) => row.storage?.free_bytes ?? '',
        sortValue: (row) => freePercent(row.storage),
        align: 'end',
        width: '9rem',
      },
      readingColumn(
        'queue',
        t`Queued`,
        (row) => row.upload_queue?.queued_payloads,
        (row) => i18n.number(row.upload_queue?.queued_payloads ?? 0),
      ),
      textColumn({ id: 'app', header: t`App version`, value: (row) => row.app_version, width: '7rem' }),
    ];
  }, [t, i18n, issueLabels]);
  return (
    <Box as="section">
      <Heading as="h2" size="md" mb="3">
        {t`Devices`}
      </Heading>
      <DataTable
        id="telemetry-overview"
        caption={t`Latest telemetry per device`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.device_reference}
        rowHref={(row) => `${href.device(row.device_reference)}?tab=telemetry`}
        emptyTitle={t`No telemetry`}
        emptyDescription={t`No device has reported telemetry yet.`}
        maxHeight="60vh"
      />
    </Box>
  );
}
