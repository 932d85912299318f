import { Heading, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { faArrowLeft } from '@fortawesome/free-solid-svg-icons/faArrowLeft';
import { getListDeviceGpsQueryKey, listDeviceGps } from '@generated/client/hooks/gps/gps';
import type { ListDeviceGpsParams } from '@generated/client/model';
import { listDeviceGpsQueryParams } from '@generated/client/zod/gps/gps';
import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { dateRangeParams } from '@/components/filters/date-range';
import { Icon } from '@/components/icon';
import { ListFilters } from '@/components/list-screen/list-screen';
import { useBoundList } from '@/components/list-screen/use-client-list';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { urlParam } from '@/components/url-state/url-params';
import { usePageTitle } from '@/components/use-page-title';
import { href } from '@/lib/paths';
import { RecordedRangeFilter } from './gps/recorded-range-filter';
import { GpsPanel } from './gps/gps-panel';
import { SavedViewsMenu } from '@/components/saved-views/saved-views-menu';

const url = { from: urlParam.date(), to: urlParam.date() };
const screenSpec: ListScreenSpec<typeof url, ListDeviceGpsParams> = {
  url,
  schema: listDeviceGpsQueryParams,
  toParams: (range, { dayZone }) => dateRangeParams(range, dayZone),
};

export default function DeviceGpsPage() {
  const { t } = useLingui();
  const reference = useParams().deviceReference ?? '';
  usePageTitle(t`GPS track of ${reference}`);
  const screen = useListScreen(screenSpec, useBoundList(listDeviceGps, getListDeviceGpsQueryKey, reference), {
    pageSize: 1000,
    total: true,
  });
  const {
    values: { from, to },
    filters,
  } = screen;
  return (
    <Stack gap="5">
      <ChakraLink asChild fontSize="sm" color="fg.muted" width="fit-content">
        <Link to={href.device(reference)}>
          <Icon icon={faArrowLeft} />
          {reference}
        </Link>
      </ChakraLink>
      <Heading as="h1" size="2xl" wordBreak="break-word">
        {t`GPS track of ${reference}`}
      </Heading>
      <ListFilters
        screen={screen}
        filters={<RecordedRangeFilter from={from} to={to} onChange={(range) => filters.set({ from: range.from, to: range.to })} />}
      />
      <GpsPanel
        id="device-gps"
        exportName={`gps-${reference}`}
        subject={reference}
        list={screen.list}
        toolbar={<SavedViewsMenu list="device-gps" state={filters} />}
      />
    </Stack>
  );
}
