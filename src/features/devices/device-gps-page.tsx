import { Heading, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { faArrowLeft } from '@fortawesome/free-solid-svg-icons/faArrowLeft';
import { getListDeviceGpsQueryKey, listDeviceGps } from '@generated/client/hooks/gps/gps';
import type { ListDeviceGpsParams } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { dateRangeParams } from '@/components/filters/date-range';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { FilterBar } from '@/components/filters/filter-bar';
import { Icon } from '@/components/icon';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { usePageTitle } from '@/components/use-page-title';
import { href } from '@/lib/paths';
import { GpsPanel } from './gps/gps-panel';

const spec = { from: urlParam.date(), to: urlParam.date() };

export default function DeviceGpsPage() {
  const { t } = useLingui();
  const reference = useParams().deviceReference ?? '';
  usePageTitle(t`GPS track of ${reference}`);
  const filters = useUrlState(spec);
  const { from, to } = filters.values;
  const params = useMemo<ListDeviceGpsParams>(() => dateRangeParams({ from, to }), [from, to]);
  const fetcher = useCallback((p: ListDeviceGpsParams, signal?: AbortSignal) => listDeviceGps(reference, p, signal), [reference]);
  const key = useCallback((p: ListDeviceGpsParams) => getListDeviceGpsQueryKey(reference, p), [reference]);
  const list = usePagedList(fetcher, key, params, { pageSize: 1000, total: true });
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
      <FilterBar activeCount={filters.activeCount} onClear={filters.clear}>
        <DateRangeFilter fields={[{ value: 'timestamp', label: t`Recorded` }]} value={{ field: 'timestamp', from, to }} onChange={(range) => filters.set({ from: range.from, to: range.to })} />
      </FilterBar>
      <GpsPanel id="device-gps" exportName={`gps-${reference}`} subject={reference} list={list} />
    </Stack>
  );
}
