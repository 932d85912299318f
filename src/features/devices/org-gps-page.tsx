import { getListGpsQueryKey, listGps } from '@generated/client/hooks/gps/gps';
import type { ListGpsParams } from '@generated/client/model';
import { listGpsQueryParams } from '@generated/client/zod/gps/gps';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { dateRangeParams } from '@/components/filters/date-range';
import { ListFilters } from '@/components/list-screen/list-screen';
import { checkedParams } from '@/components/list-screen/checked-params';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { LoadError } from '@/components/load-error';
import { urlParam } from '@/components/url-state/url-params';
import { Screen } from '@/components/screen';
import { paths } from '@/lib/paths';
import { RecordedRangeFilter } from './gps/recorded-range-filter';
import { FleetMap } from './gps/fleet-map';
import { FleetStatus } from './gps/fleet-status';
import { GpsTable } from './gps/gps-table';
import { latestByDevice, trackPoints } from './model/track';
import { GroupFilter } from './parts/group-filter';
import { TextFilter } from './parts/text-filter';
import { SavedViewsMenu } from '@/components/saved-views/saved-views-menu';

const url = { group: urlParam.text(), user: urlParam.text(), from: urlParam.date(), to: urlParam.date(), device: urlParam.text() };
const screenSpec: ListScreenSpec<typeof url, ListGpsParams> = {
  url,
  schema: listGpsQueryParams,
  toParams: ({ group, user, from, to }, { dayZone }) => ({ group, device_user_reference: user, ...dateRangeParams({ from, to }, dayZone) }),
};
const source = { fetcher: listGps, queryKey: getListGpsQueryKey };
const PAGE = { pageSize: 1000, total: true };

/** The organisation's GPS (GET gps): each device's latest position, the track of a chosen device, and the points as a table. */
export default function OrgGpsPage() {
  const { t } = useLingui();
  const screen = useListScreen(screenSpec, source, PAGE);
  const { filters, params, list: all } = screen;
  const { group, user, from, to, device } = screen.values;
  const [selectedPoint, setSelectedPoint] = useState<string>();
  const trackParams = useMemo(() => checkedParams(listGpsQueryParams, { ...params, device_reference: device }).params, [params, device]);
  const track = usePagedList(listGps, getListGpsQueryKey, trackParams, { ...PAGE, enabled: Boolean(device) });
  const shown = device ? track : all;
  const latest = useMemo(() => latestByDevice(all.rows), [all.rows]);
  const trackOfDevice = useMemo(() => (device ? trackPoints(track.rows) : []), [device, track.rows]);
  const deviceOptions = useMemo(() => {
    const references = latest.map((point) => point.device_reference ?? '');
    return [...(device && !references.includes(device) ? [device] : []), ...references].map((value) => ({ value, label: value }));
  }, [latest, device]);

  const selectDevice = useCallback(
    (next: string | undefined) => {
      setSelectedPoint(undefined);
      filters.set({ device: next });
    },
    [filters],
  );
  const showPoint = useCallback(
    (reference: string) => {
      const point = shown.rows.find((row) => row.gps_reference === reference);
      if (!device && point?.device_reference) filters.set({ device: point.device_reference });
      setSelectedPoint(reference);
    },
    [shown.rows, device, filters],
  );

  return (
    <Screen path={paths.devices.gps}>
      <ListFilters
        screen={screen}
        paramLabels={{ group: t`Group`, device_user_reference: t`Device user` }}
        filters={
          <>
            <GroupFilter value={group} onChange={(value) => filters.set({ group: value })} />
            <TextFilter label={t`Device user`} value={user} onChange={(value) => filters.set({ user: value })} />
            <RecordedRangeFilter from={from} to={to} onChange={(range) => filters.set({ from: range.from, to: range.to })} />
            <ChoiceFilter
              label={t`Track of device`}
              anyLabel={t`None: latest positions`}
              options={deviceOptions}
              value={device}
              onChange={selectDevice}
            />
          </>
        }
      />
      {all.isError && !all.rows.length ? (
        <LoadError title={t`The GPS positions could not be loaded.`} error={all.error} onRetry={all.refetch} />
      ) : (
        <FleetMap
          latest={latest}
          track={trackOfDevice}
          selectedDevice={device}
          selectedPoint={selectedPoint}
          onSelectDevice={selectDevice}
          label={t`Map of the latest position of each device`}
        />
      )}
      <FleetStatus all={all} track={track} device={device} devices={latest.length} points={trackOfDevice.length} />
      <GpsTable
        id="org-gps"
        exportName={device ? `gps-${device}` : 'gps'}
        caption={device ? t`GPS points of ${device}` : t`GPS points of the organisation`}
        list={shown}
        onShow={showPoint}
        showDevice
        toolbar={<SavedViewsMenu list="org-gps" state={filters} />}
      />
    </Screen>
  );
}
