import { getListActivitiesQueryKey, listActivities } from '@generated/admin/hooks/activities/activities';
import type { ListActivitiesParams } from '@generated/admin/model';
import { listActivitiesQueryParams } from '@generated/admin/zod/activities/activities';
import { useLingui } from '@lingui/react/macro';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { SearchFilter } from '@/components/filters/search-filter';
import { useClientList } from '@/components/list-screen/use-client-list';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { ActivityLog } from './activity-log';
import { activityParams, boolChoice, choiceBool, userActivitySpec } from './audit-filters';
import { useUserActivityColumns } from './user-activity-columns';

const screenSpec: ListScreenSpec<typeof userActivitySpec, ListActivitiesParams> = {
  url: userActivitySpec,
  schema: listActivitiesQueryParams,
  toParams: (v, context) => ({ ...activityParams(v, context), user_reference: v.user, is_client_app: v.client_app }),
};

/** Calls made by portal users and client apps: filters in the URL, total, CSV export. */
export function UserActivities() {
  const { t } = useLingui();
  const screen = useListScreen(screenSpec, useClientList(listActivities, getListActivitiesQueryKey), { total: true });
  const { values: v, filters } = screen;
  const columns = useUserActivityColumns();
  const callerOptions = [
    { value: 'false' as const, label: t`People` },
    { value: 'true' as const, label: t`Client apps` },
  ];
  return (
    <ActivityLog
      screen={screen}
      callerFilters={<SearchFilter label={t`User or app`} value={v.user} onChange={(user) => filters.set({ user })} />}
      moreFilters={
        <ChoiceFilter
          label={t`Caller`}
          options={callerOptions}
          value={boolChoice(v.client_app)}
          onChange={(value) => filters.set({ client_app: choiceBool(value) })}
        />
      }
      paramLabels={{ user_reference: t`User or app` }}
      id="user-activities"
      caption={t`Portal user activities`}
      columns={columns}
      emptyUnfiltered={t`No portal user has called the API yet.`}
    />
  );
}
