import { getListDeviceActivitiesQueryKey, listDeviceActivities } from '@generated/admin/hooks/activities/activities';
import type { ListDeviceActivitiesParams } from '@generated/admin/model';
import { listDeviceActivitiesQueryParams } from '@generated/admin/zod/activities/activities';
import { useLingui } from '@lingui/react/macro';
import { SearchFilter } from '@/components/filters/search-filter';
import { useClientList } from '@/components/list-screen/use-client-list';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { ActivityLog } from './activity-log';
import { activityParams, deviceActivitySpec } from './audit-filters';
import { useDeviceActivityColumns } from './device-activity-columns';

const screenSpec: ListScreenSpec<typeof deviceActivitySpec, ListDeviceActivitiesParams> = {
  url: deviceActivitySpec,
  schema: listDeviceActivitiesQueryParams,
  toParams: (v, context) => ({ ...activityParams(v, context), device_reference: v.device, device_user_reference: v.device_user }),
};

/** Calls made by devices (authentication, uploads, command updates): filters in the URL, total, CSV export. */
export function DeviceActivities() {
  const { t } = useLingui();
  const screen = useListScreen(screenSpec, useClientList(listDeviceActivities, getListDeviceActivitiesQueryKey), { total: true });
  const { values: v, filters } = screen;
  const columns = useDeviceActivityColumns();
  return (
    <ActivityLog
      screen={screen}
      callerFilters={
        <>
          <SearchFilter label={t`Device`} value={v.device} onChange={(device) => filters.set({ device })} />
          <SearchFilter label={t`Device user`} value={v.device_user} onChange={(device_user) => filters.set({ device_user })} />
        </>
      }
      paramLabels={{ device_reference: t`Device`, device_user_reference: t`Device user` }}
      id="device-activities"
      caption={t`Device activities`}
      columns={columns}
      emptyUnfiltered={t`No device has called the API yet.`}
    />
  );
}
