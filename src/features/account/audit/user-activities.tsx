import { Stack } from '@chakra-ui/react';
import { getListActivitiesQueryKey, listActivities } from '@generated/admin/hooks/activities/activities';
import type { ListActivitiesParams, UserActivity } from '@generated/admin/model';
import { listActivitiesQueryParams } from '@generated/admin/zod/activities/activities';
import { useLingui } from '@lingui/react/macro';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { dateRangeParams } from '@/components/filters/date-range';
import { SearchFilter } from '@/components/filters/search-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useClientList } from '@/components/list-screen/use-client-list';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { GroupFilter } from '../common/group-filter';
import { boolChoice, choiceBool, useResultOptions, userActivitySpec } from './audit-filters';
import { useUserActivityColumns } from './user-activity-columns';

const screenSpec: ListScreenSpec<typeof userActivitySpec, ListActivitiesParams> = {
  url: userActivitySpec,
  schema: listActivitiesQueryParams,
  toParams: (v) => ({
    ...dateRangeParams({ from: v.from, to: v.to }),
    user_reference: v.user,
    action: v.action,
    is_allowed: v.allowed,
    is_client_app: v.client_app,
    group: v.group,
  }),
};

/** Calls made by portal users and client apps: filters in the URL, total, CSV export. */
export function UserActivities() {
  const { t } = useLingui();
  const screen = useListScreen(screenSpec, useClientList(listActivities, getListActivitiesQueryKey), { total: true });
  const { values: v, filters } = screen;
  const columns = useUserActivityColumns();
  const resultOptions = useResultOptions();
  const callerOptions = [
    { value: 'false' as const, label: t`People` },
    { value: 'true' as const, label: t`Client apps` },
  ];

  return (
    <Stack gap="3">
      <ListScreen<UserActivity>
        screen={screen}
        filters={
          <>
            <DateRangeFilter
              fields={[{ value: 'activity_time', label: t`Time` }]}
              value={{ field: 'activity_time', from: v.from, to: v.to }}
              onChange={(range) => filters.set({ from: range.from, to: range.to })}
            />
            <SearchFilter label={t`User or app`} value={v.user} onChange={(user) => filters.set({ user })} />
            <SearchFilter label={t`Action`} value={v.action} onChange={(action) => filters.set({ action })} />
            <ChoiceFilter
              label={t`Result`}
              options={resultOptions}
              value={boolChoice(v.allowed)}
              onChange={(value) => filters.set({ allowed: choiceBool(value) })}
            />
            <ChoiceFilter
              label={t`Caller`}
              options={callerOptions}
              value={boolChoice(v.client_app)}
              onChange={(value) => filters.set({ client_app: choiceBool(value) })}
            />
            <GroupFilter value={v.group} onChange={(group) => filters.set({ group })} />
          </>
        }
        paramLabels={{ user_reference: t`User or app`, action: t`Action`, group: t`Group` }}
        id="user-activities"
        caption={t`Portal user activities`}
        columns={columns}
        rowKey={(row) => row.log_id}
        emptyTitle={t`No activities`}
        emptyDescription={screen.filtered ? t`No activity matches these filters.` : t`No portal user has called the API yet.`}
        exportFileName="user-activities"
      />
    </Stack>
  );
}
