import { Badge, HStack, Text } from '@chakra-ui/react';
import type { Client, ClientLicenseUse, ClientTelemetry } from '@generated/internal/model';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { MissingValue } from '@/components/missing-value';
import { useServiceLabels } from '@/components/service-labels';
import { licenceUse } from '../licenses/services';
import { timeColumn } from '@/components/data-table/time-column';

interface Lookups {
  licenceByClient: ReadonlyMap<string, ClientLicenseUse>;
  telemetryByClient: ReadonlyMap<string, ClientTelemetry>;
}

/** Client, host and region, state, licence use summary and telemetry summary. */
export function useClientColumns({ licenceByClient, telemetryByClient }: Lookups): Column<Client>[] {
  const { t, i18n } = useLingui();
  const labels = useServiceLabels();
  return useMemo(() => {
    const licence = (row: Client) => {
      const use = licenceByClient.get(row.client);
      return use ? licenceUse(use) : undefined;
    };
    const licenceText = (row: Client) => {
      const use = licence(row);
      if (!use) return undefined;
      const count = use.over.length;
      if (count) return t({ message: plural(count, { one: '# service over its limit', other: '# services over their limit' }) });
      if (!use.peak) return t`No licences in use`;
      const name = labels[use.peak.service];
      const percent = Math.round(use.peak.ratio * 100);
      return t`Busiest: ${name} ${percent}%`;
    };
    const columns: Column<Client>[] = [
      {
        id: 'name',
        header: t`Client`,
        width: '14rem',
        primary: true,
        cell: (row) => (
          <Text as="span" truncate title={row.display_name}>
            {row.display_name}
          </Text>
        ),
        csv: (row) => row.display_name,
        sortValue: (row) => row.display_name.toLowerCase(),
      },
      { id: 'client', header: t`ID`, width: '9rem', cell: (row) => row.client, csv: (row) => row.client, sortValue: (row) => row.client },
      {
        id: 'host',
        header: t`Host`,
        width: '13rem',
        cell: (row) => (
          <Text as="span" truncate title={row.host}>
            {row.host}
          </Text>
        ),
        csv: (row) => row.host,
        sortValue: (row) => row.host,
      },
      {
        id: 'region',
        header: t`Region`,
        width: '8rem',
        cell: (row) => row.region,
        csv: (row) => row.region,
        sortValue: (row) => row.region,
      },
      {
        id: 'status',
        header: t`Status`,
        width: '9rem',
        cell: (row) => (
          <HStack as="span" display="inline-flex" gap="1" verticalAlign="middle">
            <Badge size="sm" colorPalette={row.is_active ? 'green' : 'gray'}>
              {row.is_active ? t`Active` : t`Switched off`}
            </Badge>
            {row.legacy_platform ? (
              <Badge size="sm" colorPalette="purple" title={t`Still has data or devices on the legacy platform`}>{t`Legacy`}</Badge>
            ) : null}
          </HStack>
        ),
        csv: (row) => `${row.is_active ? 'active' : 'inactive'}${row.legacy_platform ? ' legacy' : ''}`,
        sortValue: (row) => Number(row.is_active),
      },
      {
        id: 'licences',
        header: t`Licence use`,
        width: '13rem',
        cell: (row) => {
          const text = licenceText(row);
          if (!text) return <MissingValue />;
          return (
            <Text
              as="span"
              color={licence(row)?.over.length ? 'fg.error' : undefined}
              fontWeight={licence(row)?.over.length ? 'medium' : undefined}
              truncate
              title={text}
            >
              {text}
            </Text>
          );
        },
        csv: (row) => licenceText(row) ?? '',
        sortValue: (row) => licence(row)?.peak?.ratio ?? -1,
      },
      {
        id: 'devices',
        header: t`Reporting devices`,
        width: '11.5rem',
        align: 'end',
        cell: (row) => {
          const telemetry = telemetryByClient.get(row.client);
          if (!telemetry) return <MissingValue />;
          const reporting = i18n.number(telemetry.reporting_devices);
          const devices = i18n.number(telemetry.device_count);
          return t`${reporting} of ${devices}`;
        },
        csv: (row) => {
          const telemetry = telemetryByClient.get(row.client);
          return telemetry ? `${telemetry.reporting_devices}/${telemetry.device_count}` : '';
        },
        sortValue: (row) => telemetryByClient.get(row.client)?.device_count ?? -1,
      },
      {
        id: 'queued',
        header: t`Queued payloads`,
        width: '9rem',
        align: 'end',
        cell: (row) => telemetryByClient.get(row.client)?.upload_queue.queued_payloads ?? <MissingValue />,
        csv: (row) => telemetryByClient.get(row.client)?.upload_queue.queued_payloads,
        sortValue: (row) => telemetryByClient.get(row.client)?.upload_queue.queued_payloads ?? -1,
      },
      timeColumn({ id: 'last_upload', header: t`Last upload`, value: (row) => telemetryByClient.get(row.client)?.last_upload_at }),
      timeColumn({ id: 'created', header: t`Created`, hidden: true, value: (row) => row.created_at }),
    ];
    return columns;
  }, [t, i18n, labels, licenceByClient, telemetryByClient]);
}
