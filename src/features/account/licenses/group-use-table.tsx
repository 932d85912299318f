import type { DeviceService, LicenseGroupUse } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { SERVICE_ORDER, useServiceLabels } from '@/components/service-labels';

const serviceEntry = (group: LicenseGroupUse, service: DeviceService) => group.services.find((entry) => entry.service === service);

/** Licences in use per group and service, with the devices expected. */
export function GroupUseTable({ groups }: { groups: readonly LicenseGroupUse[] }) {
  const { t, i18n } = useLingui();
  const labels = useServiceLabels();
  const columns = useMemo<Column<LicenseGroupUse>[]>(
    () => [
      {
        id: 'group',
        header: t`Group`,
        width: '12rem',
        cell: (row) => row.group,
        csv: (row) => row.group,
        sortValue: (row) => row.group.toLowerCase(),
      },
      {
        id: 'total',
        header: t`All services`,
        width: '8rem',
        align: 'end',
        cell: (row) => i18n.number(row.services.reduce((sum, entry) => sum + entry.used, 0)),
        csv: (row) => row.services.reduce((sum, entry) => sum + entry.used, 0),
        sortValue: (row) => row.services.reduce((sum, entry) => sum + entry.used, 0),
      },
      ...SERVICE_ORDER.map((service): Column<LicenseGroupUse> => ({
        id: service,
        header: labels[service],
        width: '7rem',
        align: 'end',
        cell: (row) => {
          const entry = serviceEntry(row, service);
          if (!entry) return '0';
          const used = i18n.number(entry.used);
          if (entry.expected === undefined) return used;
          const expected = i18n.number(entry.expected);
          return <span title={t`${used} in use, ${expected} expected`}>{t`${used} / ${expected}`}</span>;
        },
        csv: (row) => serviceEntry(row, service)?.used ?? 0,
        sortValue: (row) => serviceEntry(row, service)?.used ?? 0,
      })),
    ],
    [t, i18n, labels],
  );
  return (
    <DataTable<LicenseGroupUse>
      id="license-groups"
      caption={t`Licences in use per group (in use / expected)`}
      columns={columns}
      rowKey={(row) => row.group}
      rows={groups}
      emptyTitle={t`No groups`}
      emptyDescription={t`No group has device users yet.`}
      maxHeight="60vh"
    />
  );
}
