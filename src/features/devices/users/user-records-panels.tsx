import { getListDeviceUserGpsQueryKey, listDeviceUserGps } from '@generated/client/hooks/gps/gps';
import { getListDeviceUserLogsQueryKey, listDeviceUserLogs } from '@generated/client/hooks/logs/logs';
import { getListDeviceUserPayloadsQueryKey, listDeviceUserPayloads } from '@generated/client/hooks/payloads/payloads';
import type { ListDeviceUserGpsParams } from '@generated/client/model';
import { listDeviceUserGpsQueryParams } from '@generated/client/zod/gps/gps';
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { dateRangeParams } from '@/components/filters/date-range';
import { ListFilters } from '@/components/list-screen/list-screen';
import { useBoundList } from '@/components/list-screen/use-client-list';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { urlParam } from '@/components/url-state/url-params';
import { RecordedRangeFilter } from '../gps/recorded-range-filter';
import { GpsPanel } from '../gps/gps-panel';
import { LogsTable } from '../parts/logs-table';
import { PayloadsTable } from '../parts/payloads-table';
import { useLatestRecords } from '../parts/use-latest-records';
import { SavedViewsMenu } from '@/components/saved-views/saved-views-menu';

/** The device user's payloads across their devices (client document GET users/{ref}/payloads). */
export function UserPayloadsPanel({ reference }: { reference: string }) {
  const { t } = useLingui();
  const list = useLatestRecords(listDeviceUserPayloads, getListDeviceUserPayloadsQueryKey, reference);
  return (
    <PayloadsTable
      id="device-user-payloads"
      exportName={`payloads-${reference}`}
      caption={t`Payloads of ${reference}`}
      list={list}
      show="device"
    />
  );
}

/** The device user's log lines (GET users/{ref}/logs). */
export function UserLogsPanel({ reference }: { reference: string }) {
  const { t } = useLingui();
  const list = useLatestRecords(listDeviceUserLogs, getListDeviceUserLogsQueryKey, reference);
  return (
    <LogsTable
      id="device-user-logs"
      exportName={`logs-${reference}`}
      caption={t`Log lines of ${reference}`}
      list={list}
      showDevice
      emptyDescription={t`This user's devices have not sent any log lines.`}
    />
  );
}

const gpsUrl = { gps_from: urlParam.date(), gps_to: urlParam.date() };
const gpsScreen: ListScreenSpec<typeof gpsUrl, ListDeviceUserGpsParams> = {
  url: gpsUrl,
  schema: listDeviceUserGpsQueryParams,
  toParams: (v, { dayZone }) => dateRangeParams({ from: v.gps_from, to: v.gps_to }, dayZone),
};

/** The device user's GPS points across devices (GET users/{ref}/gps), with a date range kept in the URL. */
export function UserGpsPanel({ reference }: { reference: string }) {
  const screen = useListScreen(gpsScreen, useBoundList(listDeviceUserGps, getListDeviceUserGpsQueryKey, reference), {
    pageSize: 1000,
    total: true,
  });
  const {
    values: { gps_from: from, gps_to: to },
    filters,
  } = screen;
  return (
    <Stack gap="3">
      <ListFilters
        screen={screen}
        filters={<RecordedRangeFilter from={from} to={to} onChange={(range) => filters.set({ gps_from: range.from, gps_to: range.to })} />}
      />
      <GpsPanel
        id="device-user-gps"
        exportName={`gps-${reference}`}
        subject={reference}
        list={screen.list}
        showDevice
        toolbar={<SavedViewsMenu list="device-user-gps" state={filters} />}
      />
    </Stack>
  );
}
