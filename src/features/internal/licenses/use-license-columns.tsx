import { Text } from '@chakra-ui/react';
import type { ClientLicenseUse } from '@generated/internal/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { SERVICE_ORDER, useServiceLabels } from '@/components/service-labels';
import { licenceUse } from './services';
import { UseBar } from './use-bar';
import { timeColumn } from '@/components/data-table/time-column';

/** Client, use against limit per service, the services over their limit, and when use was counted. */
export function useLicenseColumns(): Column<ClientLicenseUse>[] {
  const { t } = useLingui();
  const labels = useServiceLabels();
  return useMemo(
    () => [
      {
        id: 'client',
        header: t`Client`,
        width: '9rem',
        primary: true,
        cell: (row) => row.client,
        csv: (row) => row.client,
        sortValue: (row) => row.client,
      },
      {
        id: 'over',
        header: t`Over limit`,
        width: '8rem',
        cell: (row) => {
          const over = licenceUse(row).over.map((entry) => labels[entry.service]);
          return over.length ? (
            <Text as="span" color="fg.error" fontWeight="medium" truncate title={over.join(', ')}>
              {over.join(', ')}
            </Text>
          ) : (
            <Text as="span" color="fg.muted">{t`None`}</Text>
          );
        },
        csv: (row) =>
          licenceUse(row)
            .over.map((entry) => entry.service)
            .join(' '),
        sortValue: (row) => licenceUse(row).over.length,
      },
      ...SERVICE_ORDER.map((service): Column<ClientLicenseUse> => ({
        id: service,
        header: labels[service],
        width: '10rem',
        cell: (row) => <UseBar used={row.used[service]} limit={row.limits[service]} label={`${row.client} ${labels[service]}`} compact />,
        csv: (row) => `${row.used[service]}/${row.limits[service]}`,
        sortValue: (row) => licenceUse(row).services.find((entry) => entry.service === service)?.ratio ?? 0,
      })),
      timeColumn({ id: 'updated_at', header: t`Counted`, hidden: true, value: (row) => row.updated_at }),
    ],
    [t, labels],
  );
}
