import { Heading, Stack } from '@chakra-ui/react';
import { getListDevicesQueryKey, listDevices } from '@generated/admin/hooks/devices/devices';
import type { DeviceService, ListDevicesParams } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { useSession } from '@/auth/use-session';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { FilterBar } from '@/components/filters/filter-bar';
import { SearchFilter } from '@/components/filters/search-filter';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { usePageTitle } from '@/components/use-page-title';
import { href } from '@/lib/paths';
import { useDeviceColumns } from './list/device-columns';
import { DEVICE_STATUSES } from './model/device-status';
import { SERVICES } from './model/labels';
import { GroupFilter } from './parts/group-filter';
import { LegacyFilter } from './parts/legacy-filter';
import { useLabels } from './parts/use-labels';

const spec = {
  search: urlParam.text(),
  group: urlParam.text(),
  status: urlParam.enumOf(DEVICE_STATUSES),
  service: urlParam.enumOf(SERVICES),
  legacy: urlParam.boolean(),
  sort: urlParam.sort(),
};

export default function DevicesPage() {
  const { t } = useLingui();
  usePageTitle(t`Devices`);
  const { client } = useSession();
  const labels = useLabels();
  const filters = useUrlState(spec);
  const v = filters.values;
  const params = useMemo<ListDevicesParams>(
    () => ({ search: v.search, group: v.group, status: v.status, service: v.service, is_legacy: v.legacy }),
    [v.search, v.group, v.status, v.service, v.legacy],
  );
  const fetcher = useCallback((p: ListDevicesParams, signal?: AbortSignal) => listDevices(client, p, signal), [client]);
  const key = useCallback((p: ListDevicesParams) => getListDevicesQueryKey(client, p), [client]);
  const list = usePagedList(fetcher, key, params, { total: true, enabled: Boolean(client) });
  const columns = useDeviceColumns();
  const statusOptions = [
    { value: 'active' as const, label: t`Active` },
    { value: 'pending' as const, label: t`Pending` },
    { value: 'deactivated' as const, label: t`Deactivated` },
  ];
  const serviceOptions = SERVICES.map((service: DeviceService) => ({ value: service, label: labels.service(service) }));

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {t`Devices`}
      </Heading>
      <FilterBar activeCount={filters.activeCount} onClear={filters.clear}>
        <SearchFilter label={t`Search reference, user, number or IMEI`} value={v.search} onChange={(search) => filters.set({ search })} />
        <GroupFilter value={v.group} onChange={(group) => filters.set({ group })} />
        <ChoiceFilter label={t`Status`} options={statusOptions} value={v.status} onChange={(status) => filters.set({ status })} />
        <ChoiceFilter label={t`Service`} options={serviceOptions} value={v.service} onChange={(service) => filters.set({ service })} />
        <LegacyFilter value={v.legacy} onChange={(legacy) => filters.set({ legacy })} />
      </FilterBar>
      <DataTable
        id="devices"
        caption={t`Devices`}
        columns={columns}
        list={list}
        rowKey={(row) => row.device_reference}
        rowHref={(row) => href.device(row.device_reference)}
        sort={v.sort}
        onSortChange={(sort) => filters.set({ sort })}
        emptyTitle={t`No devices`}
        emptyDescription={filters.activeCount ? t`No device matches these filters.` : t`Devices appear here once they are enrolled.`}
        exportFileName="devices"
      />
    </Stack>
  );
}
