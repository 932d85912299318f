import { Button } from '@chakra-ui/react';
import { faUserPlus } from '@fortawesome/free-solid-svg-icons/faUserPlus';
import { getListDeviceUsersQueryKey, listDeviceUsers } from '@generated/admin/hooks/device-users/device-users';
import type { ListDeviceUsersParams } from '@generated/admin/model';
import { listDeviceUsersQueryParams } from '@generated/admin/zod/device-users/device-users';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { usePermission } from '@/auth/use-permission';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { SearchFilter } from '@/components/filters/search-filter';
import { Icon } from '@/components/icon';
import { urlParam } from '@/components/url-state/url-params';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useClientList } from '@/components/list-screen/use-client-list';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { Screen } from '@/components/screen';
import { href, paths } from '@/lib/paths';
import { SERVICES } from './model/labels';
import { GroupFilter } from './parts/group-filter';
import { LegacyFilter } from './parts/legacy-filter';
import { useLabels } from './parts/use-labels';
import { CreateDeviceUserDialog } from './users/create-device-user-dialog';
import { useDeviceUserColumns } from './users/device-user-columns';

const url = {
  search: urlParam.text(),
  group: urlParam.text(),
  status: urlParam.enumOf(['active', 'offboarded'] as const),
  service: urlParam.enumOf(SERVICES),
  legacy: urlParam.boolean(),
  sort: urlParam.sort(),
};
const screenSpec: ListScreenSpec<typeof url, ListDeviceUsersParams> = {
  url,
  schema: listDeviceUsersQueryParams,
  toParams: (v) => ({ search: v.search, group: v.group, status: v.status, service: v.service, is_legacy: v.legacy }),
};

export default function DeviceUsersPage() {
  const { t } = useLingui();
  const labels = useLabels();
  const canCreate = usePermission('createDeviceUser').allowed;
  const [creating, setCreating] = useState(false);
  const screen = useListScreen(screenSpec, useClientList(listDeviceUsers, getListDeviceUsersQueryKey), { total: true });
  const { values: v, filters } = screen;
  const columns = useDeviceUserColumns();

  return (
    <Screen
      path={paths.devices.users}
      actions={
        canCreate ? (
          <Button size="sm" onClick={() => setCreating(true)}>
            <Icon icon={faUserPlus} />
            <Trans>Onboard a device user</Trans>
          </Button>
        ) : null
      }
    >
      <ListScreen
        screen={screen}
        filters={
          <>
            <SearchFilter label={t`Search reference, name or email`} value={v.search} onChange={(search) => filters.set({ search })} />
            <GroupFilter value={v.group} onChange={(group) => filters.set({ group })} />
            <ChoiceFilter
              label={t`Status`}
              options={[
                { value: 'active', label: t`Active` },
                { value: 'offboarded', label: t`Offboarded` },
              ]}
              value={v.status}
              onChange={(status) => filters.set({ status })}
            />
            <ChoiceFilter
              label={t`Service`}
              options={SERVICES.map((service) => ({ value: service, label: labels.service(service) }))}
              value={v.service}
              onChange={(service) => filters.set({ service })}
            />
            <LegacyFilter value={v.legacy} onChange={(legacy) => filters.set({ legacy })} />
          </>
        }
        paramLabels={{ search: t`Search reference, name or email`, group: t`Group` }}
        id="device-users"
        caption={t`Device users`}
        columns={columns}
        rowKey={(row) => row.device_user_reference}
        rowHref={(row) => href.deviceUser(row.device_user_reference)}
        emptyTitle={t`No device users`}
        emptyDescription={screen.filtered ? t`No device user matches these filters.` : t`Onboard a device user to enrol their devices.`}
        exportFileName="device-users"
      />
      <CreateDeviceUserDialog open={creating} onOpenChange={setCreating} />
    </Screen>
  );
}
