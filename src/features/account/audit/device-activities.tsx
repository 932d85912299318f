import { Stack } from '@chakra-ui/react';
import { getListDeviceActivitiesQueryKey, listDeviceActivities } from '@generated/admin/hooks/activities/activities';
import type { DeviceActivity, ListDeviceActivitiesParams } from '@generated/admin/model';
import { listDeviceActivitiesQueryParams } from '@generated/admin/zod/activities/activities';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { useSession } from '@/auth/use-session';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { dateRangeParams } from '@/components/filters/date-range';
import { FilterBar } from '@/components/filters/filter-bar';
import { SearchFilter } from '@/components/filters/search-filter';
import { useUrlState } from '@/components/url-state/use-url-state';
import { checkedParams } from '../common/checked-params';
import { GroupFilter } from '../common/group-filter';
import { RejectedFilters } from '../common/rejected-filters';
import { boolChoice, choiceBool, deviceActivitySpec } from './audit-filters';
import { useDeviceActivityColumns } from './device-activity-columns';

/** Calls made by devices (authentication, uploads, command updates): filters in the URL, total, CSV export. */
export function DeviceActivities() {
  const { t } = useLingui();
  const { client } = useSession();
  const filters = useUrlState(deviceActivitySpec);
  const v = filters.values;
  const { params, rejected } = useMemo(
    () =>
      checkedParams(listDeviceActivitiesQueryParams, {
        ...dateRangeParams({ from: v.from, to: v.to }),
        device_reference: v.device,
        device_user_reference: v.device_user,
        action: v.action,
        is_allowed: v.allowed,
        group: v.group,
      } satisfies ListDeviceActivitiesParams),
    [v],
  );
  const fetcher = useCallback((p: ListDeviceActivitiesParams, signal?: AbortSignal) => listDeviceActivities(client, p, signal), [client]);
  const key = useCallback((p: ListDeviceActivitiesParams) => getListDeviceActivitiesQueryKey(client, p), [client]);
  const list = usePagedList(fetcher, key, params, { total: true, enabled: Boolean(client) });
  const columns = useDeviceActivityColumns();

  return (
    <Stack gap="3">
      <FilterBar activeCount={filters.activeCount} onClear={filters.clear}>
        <DateRangeFilter fields={[{ value: 'activity_time', label: t`Time` }]} value={{ field: 'activity_time', from: v.from, to: v.to }} onChange={(range) => filters.set({ from: range.from, to: range.to })} />
        <SearchFilter label={t`Device`} value={v.device} onChange={(device) => filters.set({ device })} />
        <SearchFilter label={t`Device user`} value={v.device_user} onChange={(device_user) => filters.set({ device_user })} />
        <SearchFilter label={t`Action`} value={v.action} onChange={(action) => filters.set({ action })} />
        <ChoiceFilter
          label={t`Result`}
          options={[
            { value: 'true', label: t`Allowed` },
            { value: 'false', label: t`Denied` },
          ]}
          value={boolChoice(v.allowed)}
          onChange={(value) => filters.set({ allowed: choiceBool(value) })}
        />
        <GroupFilter value={v.group} onChange={(group) => filters.set({ group })} />
      </FilterBar>
      <RejectedFilters rejected={rejected} labels={{ device_reference: t`Device`, device_user_reference: t`Device user`, action: t`Action`, group: t`Group` }} />
      <DataTable<DeviceActivity>
        id="device-activities"
        caption={t`Device activities`}
        columns={columns}
        rowKey={(row) => row.log_id}
        list={list}
        sort={v.sort}
        onSortChange={(sort) => filters.set({ sort })}
        emptyTitle={t`No activities`}
        emptyDescription={filters.activeCount ? t`No activity matches these filters.` : t`No device has called the API yet.`}
        exportFileName="device-activities"
      />
    </Stack>
  );
}
