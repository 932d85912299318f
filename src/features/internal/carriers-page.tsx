import { Badge, Text } from '@chakra-ui/react';
import { getListCountriesQueryKey, listCountries } from '@generated/internal/hooks/countries/countries';
import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { fetchAllPages } from '@/components/data-table/fetch-all';
import type { PagedList } from '@/components/data-table/use-paged-list';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { FilterBar } from '@/components/filters/filter-bar';
import { SearchFilter } from '@/components/filters/search-filter';
import { MissingValue } from '@/components/missing-value';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { Screen } from '@/components/screen';
import { paths } from '@/lib/paths';
import { carrierRows, searchCarriers, type CarrierRow } from './carriers/carrier-rows';
import { freshness } from '@/api/freshness';

const spec = { search: urlParam.text(), status: urlParam.enumOf(['active', 'inactive'] as const), sort: urlParam.sort() };

/** Countries and their mobile carriers (`GET /countries`), searchable by country, carrier, brand or code. */
export default function CarriersPage() {
  const { t } = useLingui();
  const filters = useUrlState(spec);
  const { search, status } = filters.values;
  const query = useQuery({
    queryKey: [...getListCountriesQueryKey(), 'all'],
    queryFn: ({ signal }) => fetchAllPages(listCountries, {}, { signal }),
    staleTime: freshness.reference,
  });
  const all = useMemo(() => carrierRows(query.data ?? []), [query.data]);
  const rows = useMemo(
    () => searchCarriers(all, search).filter((row) => !status || row.active === (status === 'active')),
    [all, search, status],
  );
  const { isPending, isError, error, isFetching, refetch } = query;
  const list = useMemo<PagedList<CarrierRow>>(
    () => ({
      rows,
      total: rows.length,
      isLoading: isPending,
      isError,
      error,
      isFetching,
      isPlaceholderData: false,
      hasNextPage: false,
      isFetchingNextPage: false,
      fetchNextPage: () => undefined,
      refetch: () => void refetch(),
      eachPage: ({ onRows }) => Promise.resolve(onRows(rows)),
    }),
    [rows, isPending, isError, error, isFetching, refetch],
  );
  const columns = useMemo<Column<CarrierRow>[]>(
    () => [
      {
        id: 'country',
        header: t`Country`,
        width: '12rem',
        cell: (row) => row.country,
        csv: (row) => row.country,
        sortValue: (row) => row.country,
      },
      { id: 'iso', header: t`ISO`, width: '5rem', cell: (row) => row.isoCode, csv: (row) => row.isoCode, sortValue: (row) => row.isoCode },
      {
        id: 'code',
        header: t`Dialling code`,
        width: '8rem',
        cell: (row) => `+${row.countryCode}`,
        csv: (row) => row.countryCode,
        sortValue: (row) => row.countryCode,
      },
      {
        id: 'carrier',
        header: t`Carrier`,
        width: '12rem',
        cell: (row) => row.carrier ?? <Text as="span" color="fg.muted">{t`No carriers listed`}</Text>,
        csv: (row) => row.carrier,
        sortValue: (row) => row.carrier ?? '',
      },
      {
        id: 'brand',
        header: t`Brand`,
        width: '9rem',
        cell: (row) => row.brand || <MissingValue />,
        csv: (row) => row.brand,
        sortValue: (row) => row.brand ?? '',
      },
      {
        id: 'mccmnc',
        header: t`MCC-MNC`,
        width: '8rem',
        cell: (row) => (row.mcc ? `${row.mcc}-${row.mnc}` : <MissingValue />),
        csv: (row) => (row.mcc ? `${row.mcc}-${row.mnc}` : ''),
        sortValue: (row) => `${row.mcc ?? ''}${row.mnc ?? ''}`,
      },
      {
        id: 'status',
        header: t`Status`,
        width: '8rem',
        cell: (row) =>
          row.active === undefined ? (
            <MissingValue />
          ) : (
            <Badge size="sm" colorPalette={row.active ? 'green' : 'gray'}>
              {row.active ? t`Operating` : t`Closed`}
            </Badge>
          ),
        csv: (row) => (row.active === undefined ? '' : row.active),
        sortValue: (row) => Number(row.active ?? -1),
      },
    ],
    [t],
  );
  const countries = query.data?.length ?? 0;
  return (
    <Screen gap="6" path={paths.internal.carriers}>
      <FilterBar activeCount={filters.activeCount} onClear={filters.clear}>
        <SearchFilter label={t`Search country, carrier or MCC-MNC`} value={search} onChange={(value) => filters.set({ search: value })} />
        <ChoiceFilter
          label={t`Status`}
          options={[
            { value: 'active', label: t`Operating` },
            { value: 'inactive', label: t`Closed` },
          ]}
          value={status}
          onChange={(value) => filters.set({ status: value })}
        />
      </FilterBar>
      {query.data ? (
        <Text fontSize="sm" color="fg.muted">
          <Plural value={countries} one="# country" other="# countries" />
        </Text>
      ) : null}
      <DataTable<CarrierRow>
        id="internal-carriers"
        caption={t`Carriers by country`}
        columns={columns}
        rowKey={(row) => row.key}
        list={list}
        sort={filters.values.sort}
        onSortChange={(sort) => filters.set({ sort })}
        emptyTitle={t`No carriers`}
        emptyDescription={filters.activeCount ? t`No country or carrier matches these filters.` : t`No countries are listed.`}
        exportFileName="carriers"
      />
    </Screen>
  );
}
