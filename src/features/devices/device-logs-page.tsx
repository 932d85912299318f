import { getListDeviceLogsQueryKey, listDeviceLogs } from '@generated/client/hooks/logs/logs';
import type { ListDeviceLogsParams } from '@generated/client/model';
import { listDeviceLogsQueryParams } from '@generated/client/zod/logs/logs';
import { useLingui } from '@lingui/react/macro';
import { dateRangeParams } from '@/components/filters/date-range';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { EnumFilter } from '@/components/filters/enum-filter';
import { ListFilters } from '@/components/list-screen/list-screen';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { urlParam } from '@/components/url-state/url-params';
import { Screen } from '@/components/screen';
import { paths } from '@/lib/paths';
import { LOG_LEVELS } from './model/labels';
import { GroupFilter } from './parts/group-filter';
import { LogsTable } from './parts/logs-table';
import { TextFilter } from './parts/text-filter';
import { SavedViewsMenu } from '@/components/saved-views/saved-views-menu';

const url = {
  level: urlParam.enumList(LOG_LEVELS),
  log_class: urlParam.text(),
  device: urlParam.text(),
  user: urlParam.text(),
  group: urlParam.text(),
  from: urlParam.date(),
  to: urlParam.date(),
};
const screenSpec: ListScreenSpec<typeof url, ListDeviceLogsParams> = {
  url,
  schema: listDeviceLogsQueryParams,
  toParams: (v, { dayZone }) => ({
    ...(v.level.length ? { log_level: v.level } : {}),
    log_class: v.log_class,
    device_reference: v.device,
    device_user_reference: v.user,
    group: v.group,
    ...dateRangeParams({ from: v.from, to: v.to }, dayZone),
  }),
};
const source = { fetcher: listDeviceLogs, queryKey: getListDeviceLogsQueryKey };

export default function DeviceLogsPage() {
  const { t } = useLingui();
  const screen = useListScreen(screenSpec, source, { total: true });
  const { values: v, filters } = screen;
  return (
    <Screen path={paths.devices.logs}>
      <ListFilters
        screen={screen}
        paramLabels={{ log_class: t`Class`, device_reference: t`Device`, device_user_reference: t`Device user`, group: t`Group` }}
        filters={
          <>
            <EnumFilter
              label={t`Level`}
              options={LOG_LEVELS.map((level) => ({ value: level, label: level }))}
              value={v.level}
              onChange={(level) => filters.set({ level })}
              width="10rem"
            />
            <TextFilter label={t`Class`} value={v.log_class} onChange={(log_class) => filters.set({ log_class })} />
            <TextFilter label={t`Device`} value={v.device} onChange={(device) => filters.set({ device })} />
            <TextFilter label={t`Device user`} value={v.user} onChange={(user) => filters.set({ user })} />
            <GroupFilter value={v.group} onChange={(group) => filters.set({ group })} />
            <DateRangeFilter
              fields={[{ value: 'log_datetime', label: t`Logged` }]}
              value={{ field: 'log_datetime', from: v.from, to: v.to }}
              onChange={(range) => filters.set({ from: range.from, to: range.to })}
            />
          </>
        }
      />
      <LogsTable
        id="device-logs"
        caption={t`Device logs`}
        list={screen.list}
        showDevice
        toolbar={<SavedViewsMenu list="device-logs" state={filters} />}
        emptyDescription={screen.filtered ? t`No log line matches these filters.` : undefined}
      />
    </Screen>
  );
}
