import { Heading, Stack } from '@chakra-ui/react';
import { getListDeviceLogsQueryKey, listDeviceLogs } from '@generated/client/hooks/logs/logs';
import type { ListDeviceLogsParams } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { dateRangeParams } from '@/components/filters/date-range';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { EnumFilter } from '@/components/filters/enum-filter';
import { FilterBar } from '@/components/filters/filter-bar';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { usePageTitle } from '@/components/use-page-title';
import { LOG_LEVELS } from './model/labels';
import { GroupFilter } from './parts/group-filter';
import { LogsTable } from './parts/logs-table';
import { TextFilter } from './parts/text-filter';

const spec = {
  level: urlParam.enumList(LOG_LEVELS),
  log_class: urlParam.text(),
  device: urlParam.text(),
  user: urlParam.text(),
  group: urlParam.text(),
  from: urlParam.date(),
  to: urlParam.date(),
};

export default function DeviceLogsPage() {
  const { t } = useLingui();
  usePageTitle(t`Device logs`);
  const filters = useUrlState(spec);
  const v = filters.values;
  const params = useMemo<ListDeviceLogsParams>(
    () => ({
      ...(v.level.length ? { log_level: v.level } : {}),
      log_class: v.log_class,
      device_reference: v.device,
      device_user_reference: v.user,
      group: v.group,
      ...dateRangeParams({ from: v.from, to: v.to }),
    }),
    [v.level, v.log_class, v.device, v.user, v.group, v.from, v.to],
  );
  const list = usePagedList(listDeviceLogs, getListDeviceLogsQueryKey, params, { total: true });
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {t`Device logs`}
      </Heading>
      <FilterBar activeCount={filters.activeCount} onClear={filters.clear}>
        <EnumFilter label={t`Level`} options={LOG_LEVELS.map((level) => ({ value: level, label: level }))} value={v.level} onChange={(level) => filters.set({ level })} width="10rem" />
        <TextFilter label={t`Class`} value={v.log_class} onChange={(log_class) => filters.set({ log_class })} />
        <TextFilter label={t`Device`} value={v.device} onChange={(device) => filters.set({ device })} />
        <TextFilter label={t`Device user`} value={v.user} onChange={(user) => filters.set({ user })} />
        <GroupFilter value={v.group} onChange={(group) => filters.set({ group })} />
        <DateRangeFilter fields={[{ value: 'log_datetime', label: t`Logged` }]} value={{ field: 'log_datetime', from: v.from, to: v.to }} onChange={(range) => filters.set({ from: range.from, to: range.to })} />
      </FilterBar>
      <LogsTable id="device-logs" caption={t`Device logs`} list={list} showDevice emptyDescription={filters.activeCount ? t`No log line matches these filters.` : undefined} />
    </Stack>
  );
}
