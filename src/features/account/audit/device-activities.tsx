import { Stack } from '@chakra-ui/react';
import { getListDeviceActivitiesQueryKey, listDeviceActivities } from '@generated/admin/hooks/activities/activities';
import type { DeviceActivity, ListDeviceActivitiesParams } from '@generated/admin/model';
import { listDeviceActivitiesQueryParams } from '@generated/admin/zod/activities/activities';
import { useLingui } from '@lingui/react/macro';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { dateRangeParams } from '@/components/filters/date-range';
import { SearchFilter } from '@/components/filters/search-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useClientList } from '@/components/list-screen/use-client-list';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { GroupFilter } from '../common/group-filter';
import { boolChoice, choiceBool, deviceActivitySpec, useResultOptions } from './audit-filters';
import { useDeviceActivityColumns } from './device-activity-columns';

const screenSpec: ListScreenSpec<typeof deviceActivitySpec, ListDeviceActivitiesParams> = {
  url: deviceActivitySpec,
  schema: listDeviceActivitiesQueryParams,
  toParams: (v) => ({
    ...dateRangeParams({ from: v.from, to: v.to }),
    device_reference: v.device,
    device_user_reference: v.device_user,
    action: v.action,
    is_allowed: v.allowed,
    group: v.group,
  }),
};

/** Calls made by devices (authentication, uploads, command updates): filters in the URL, total, CSV export. */
export function DeviceActivities() {
  const { t } = useLingui();
  const screen = useListScreen(screenSpec, useClientList(listDeviceActivities, getListDeviceActivitiesQueryKey), { total: true });
  const { values: v, filters } = screen;
  const columns = useDeviceActivityColumns();
  const resultOptions = useResultOptions();

  return (
    <Stack gap="3">
      <ListScreen<DeviceActivity>
        screen={screen}
        filters={
          <>
            <DateRangeFilter
              fields={[{ value: 'activity_time', label: t`Time` }]}
              value={{ field: 'activity_time', from: v.from, to: v.to }}
              onChange={(range) => filters.set({ from: range.from, to: range.to })}
            />
            <SearchFilter label={t`Device`} value={v.device} onChange={(device) => filters.set({ device })} />
            <SearchFilter label={t`Device user`} value={v.device_user} onChange={(device_user) => filters.set({ device_user })} />
            <SearchFilter label={t`Action`} value={v.action} onChange={(action) => filters.set({ action })} />
            <ChoiceFilter
              label={t`Result`}
              options={resultOptions}
              value={boolChoice(v.allowed)}
              onChange={(value) => filters.set({ allowed: choiceBool(value) })}
            />
            <GroupFilter value={v.group} onChange={(group) => filters.set({ group })} />
          </>
        }
        paramLabels={{ device_reference: t`Device`, device_user_reference: t`Device user`, action: t`Action`, group: t`Group` }}
        id="device-activities"
        caption={t`Device activities`}
        columns={columns}
        rowKey={(row) => row.log_id}
        emptyTitle={t`No activities`}
        emptyDescription={screen.filtered ? t`No activity matches these filters.` : t`No device has called the API yet.`}
        exportFileName="device-activities"
      />
    </Stack>
  );
}
