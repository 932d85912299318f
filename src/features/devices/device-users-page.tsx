import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { faUserPlus } from '@fortawesome/free-solid-svg-icons/faUserPlus';
import { getListDeviceUsersQueryKey, listDeviceUsers } from '@generated/admin/hooks/device-users/device-users';
import type { ListDeviceUsersParams } from '@generated/admin/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { useCan } from '@/auth/use-profile';
import { useSession } from '@/auth/use-session';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { FilterBar } from '@/components/filters/filter-bar';
import { SearchFilter } from '@/components/filters/search-filter';
import { Icon } from '@/components/icon';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { usePageTitle } from '@/components/use-page-title';
import { href } from '@/lib/paths';
import { SERVICES } from './model/labels';
import { GroupFilter } from './parts/group-filter';
import { LegacyFilter } from './parts/legacy-filter';
import { useLabels } from './parts/use-labels';
import { CreateDeviceUserDialog } from './users/create-device-user-dialog';
import { useDeviceUserColumns } from './users/device-user-columns';

const spec = {
  search: urlParam.text(),
  group: urlParam.text(),
  status: urlParam.enumOf(['active', 'offboarded'] as const),
  service: urlParam.enumOf(SERVICES),
  legacy: urlParam.boolean(),
  sort: urlParam.sort(),
};

export default function DeviceUsersPage() {
  const { t } = useLingui();
  usePageTitle(t`Device users`);
  const { client } = useSession();
  const labels = useLabels();
  const canCreate = useCan('createDeviceUser');
  const [creating, setCreating] = useState(false);
  const filters = useUrlState(spec);
  const v = filters.values;
  const params = useMemo<ListDeviceUsersParams>(
    () => ({ search: v.search, group: v.group, status: v.status, service: v.service, is_legacy: v.legacy }),
    [v.search, v.group, v.status, v.service, v.legacy],
  );
  const fetcher = useCallback((p: ListDeviceUsersParams, signal?: AbortSignal) => listDeviceUsers(client, p, signal), [client]);
  const key = useCallback((p: ListDeviceUsersParams) => getListDeviceUsersQueryKey(client, p), [client]);
  const list = usePagedList(fetcher, key, params, { total: true, enabled: Boolean(client) });
  const columns = useDeviceUserColumns();

  return (
    <Stack gap="5">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          {t`Device users`}
        </Heading>
        {canCreate ? (
          <Button size="sm" onClick={() => setCreating(true)}>
            <Icon icon={faUserPlus} />
            <Trans>Onboard a device user</Trans>
          </Button>
        ) : null}
      </HStack>
      <FilterBar activeCount={filters.activeCount} onClear={filters.clear}>
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
        <ChoiceFilter label={t`Service`} options={SERVICES.map((service) => ({ value: service, label: labels.service(service) }))} value={v.service} onChange={(service) => filters.set({ service })} />
        <LegacyFilter value={v.legacy} onChange={(legacy) => filters.set({ legacy })} />
      </FilterBar>
      <DataTable
        id="device-users"
        caption={t`Device users`}
        columns={columns}
        list={list}
        rowKey={(row) => row.device_user_reference}
        rowHref={(row) => href.deviceUser(row.device_user_reference)}
        sort={v.sort}
        onSortChange={(sort) => filters.set({ sort })}
        emptyTitle={t`No device users`}
        emptyDescription={filters.activeCount ? t`No device user matches these filters.` : t`Onboard a device user to enrol their devices.`}
        exportFileName="device-users"
      />
      <CreateDeviceUserDialog open={creating} onOpenChange={setCreating} />
    </Stack>
  );
}
