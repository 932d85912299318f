import { Stack } from '@chakra-ui/react';
import { getListActivitiesQueryKey, listActivities } from '@generated/admin/hooks/activities/activities';
import type { ListActivitiesParams, UserActivity } from '@generated/admin/model';
import { listActivitiesQueryParams } from '@generated/admin/zod/activities/activities';
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
import { boolChoice, choiceBool, userActivitySpec } from './audit-filters';
import { useUserActivityColumns } from './user-activity-columns';

/** Calls made by portal users and client apps: filters in the URL, total, CSV export. */
export function UserActivities() {
  const { t } = useLingui();
  const { client } = useSession();
  const filters = useUrlState(userActivitySpec);
  const v = filters.values;
  const { params, rejected } = useMemo(
    () =>
      checkedParams(listActivitiesQueryParams, {
        ...dateRangeParams({ from: v.from, to: v.to }),
        user_reference: v.user,
        action: v.action,
        is_allowed: v.allowed,
        is_client_app: v.client_app,
        group: v.group,
      } satisfies ListActivitiesParams),
    [v],
  );
  const fetcher = useCallback((p: ListActivitiesParams, signal?: AbortSignal) => listActivities(client, p, signal), [client]);
  const key = useCallback((p: ListActivitiesParams) => getListActivitiesQueryKey(client, p), [client]);
  const list = usePagedList(fetcher, key, params, { total: true, enabled: Boolean(client) });
  const columns = useUserActivityColumns();
  const yesNo = [
    { value: 'true' as const, label: t`Allowed` },
    { value: 'false' as const, label: t`Denied` },
  ];

  return (
    <Stack gap="3">
      <FilterBar activeCount={filters.activeCount} onClear={filters.clear}>
        <DateRangeFilter fields={[{ value: 'activity_time', label: t`Time` }]} value={{ field: 'activity_time', from: v.from, to: v.to }} onChange={(range) => filters.set({ from: range.from, to: range.to })} />
        <SearchFilter label={t`User or app`} value={v.user} onChange={(user) => filters.set({ user })} />
        <SearchFilter label={t`Action`} value={v.action} onChange={(action) => filters.set({ action })} />
        <ChoiceFilter label={t`Result`} options={yesNo} value={boolChoice(v.allowed)} onChange={(value) => filters.set({ allowed: choiceBool(value) })} />
        <ChoiceFilter
          label={t`Caller`}
          options={[
            { value: 'false', label: t`People` },
            { value: 'true', label: t`Client apps` },
          ]}
          value={boolChoice(v.client_app)}
          onChange={(value) => filters.set({ client_app: choiceBool(value) })}
        />
        <GroupFilter value={v.group} onChange={(group) => filters.set({ group })} />
      </FilterBar>
      <RejectedFilters rejected={rejected} labels={{ user_reference: t`User or app`, action: t`Action`, group: t`Group` }} />
      <DataTable<UserActivity>
        id="user-activities"
        caption={t`Portal user activities`}
        columns={columns}
        rowKey={(row) => row.log_id}
        list={list}
        sort={v.sort}
        onSortChange={(sort) => filters.set({ sort })}
        emptyTitle={t`No activities`}
        emptyDescription={filters.activeCount ? t`No activity matches these filters.` : t`No portal user has called the API yet.`}
        exportFileName="user-activities"
      />
    </Stack>
  );
}
