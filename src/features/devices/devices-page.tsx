import { getListDevicesQueryKey, listDevices } from '@generated/admin/hooks/devices/devices';
import type { DeviceService, ListDevicesParams } from '@generated/admin/model';
import { listDevicesQueryParams } from '@generated/admin/zod/devices/devices';
import { useLingui } from '@lingui/react/macro';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { SearchFilter } from '@/components/filters/search-filter';
import { urlParam } from '@/components/url-state/url-params';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useClientList } from '@/components/list-screen/use-client-list';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { Screen } from '@/components/screen';
import { href, paths } from '@/lib/paths';
import { useDeviceColumns } from './list/device-columns';
import { DEVICE_STATUSES } from './model/device-status';
import { SERVICES } from './model/labels';
import { GroupFilter } from './parts/group-filter';
import { LegacyFilter } from './parts/legacy-filter';
import { useLabels } from './parts/use-labels';

const url = {
  search: urlParam.text(),
  group: urlParam.text(),
  status: urlParam.enumOf(DEVICE_STATUSES),
  service: urlParam.enumOf(SERVICES),
  legacy: urlParam.boolean(),
  sort: urlParam.sort(),
};
const screenSpec: ListScreenSpec<typeof url, ListDevicesParams> = {
  url,
  schema: listDevicesQueryParams,
  toParams: (v) => ({ search: v.search, group: v.group, status: v.status, service: v.service, is_legacy: v.legacy }),
};

export default function DevicesPage() {
  const { t } = useLingui();
  const labels = useLabels();
  const screen = useListScreen(screenSpec, useClientList(listDevices, getListDevicesQueryKey), { total: true });
  const { values: v, filters } = screen;
  const columns = useDeviceColumns();
  const statusOptions = [
    { value: 'active' as const, label: t`Active` },
    { value: 'pending' as const, label: t`Pending` },
    { value: 'deactivated' as const, label: t`Deactivated` },
  ];
  const serviceOptions = SERVICES.map((service: DeviceService) => ({ value: service, label: labels.service(service) }));

  return (
    <Screen path={paths.devices.list}>
      <ListScreen
        screen={screen}
        filters={
          <>
            <SearchFilter
              label={t`Search reference, user, number or IMEI`}
              value={v.search}
              onChange={(search) => filters.set({ search })}
            />
            <GroupFilter value={v.group} onChange={(group) => filters.set({ group })} />
            <ChoiceFilter label={t`Status`} options={statusOptions} value={v.status} onChange={(status) => filters.set({ status })} />
            <ChoiceFilter label={t`Service`} options={serviceOptions} value={v.service} onChange={(service) => filters.set({ service })} />
            <LegacyFilter value={v.legacy} onChange={(legacy) => filters.set({ legacy })} />
          </>
        }
        paramLabels={{ search: t`Search reference, user, number or IMEI`, group: t`Group` }}
        id="devices"
        caption={t`Devices`}
        columns={columns}
        rowKey={(row) => row.device_reference}
        rowHref={(row) => href.device(row.device_reference)}
        emptyTitle={t`No devices`}
        emptyDescription={screen.filtered ? t`No device matches these filters.` : t`Devices appear here once they are enrolled.`}
        exportFileName="devices"
      />
    </Screen>
  );
}
