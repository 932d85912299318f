import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { getListPayloadsQueryKey, listPayloads } from '@generated/client/hooks/payloads/payloads';
import type { ListPayloadsParams, Payload } from '@generated/client/model';
import { useCan, useProfile } from '@/auth/use-profile';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { dateRangeParams } from '@/components/filters/date-range';
import { FilterBar } from '@/components/filters/filter-bar';
import { SearchFilter } from '@/components/filters/search-filter';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { usePageTitle } from '@/components/use-page-title';
import { useDiagnosticsColumns } from './diagnostics/diagnostics-columns';

const spec = { device: urlParam.text(), from: urlParam.date(), to: urlParam.date(), sort: urlParam.sort() };

/** /dashboard/services/diagnostics: diagnostics bundles uploaded by devices, with download. */
export default function DiagnosticsPage() {
  const { t } = useLingui();
  usePageTitle(t`Diagnostics`);
  const profile = useProfile();
  const filters = useUrlState(spec);
  const v = filters.values;
  const allowedType = Boolean(profile.data && (profile.data.payload_types.includes('Diagnostics')));
  const canList = useCan('listPayloads') && allowedType;
  const params = useMemo<ListPayloadsParams>(() => ({ types: ['Diagnostics'], ...(v.device ? { device_reference: v.device } : {}), ...dateRangeParams({ from: v.from, to: v.to }) }), [v]);
  const paged = usePagedList(listPayloads, getListPayloadsQueryKey, params, { total: true, pageSize: 100, enabled: canList });
  const list = useMemo(() => ({ ...paged, isLoading: paged.isLoading || profile.isPending }), [paged, profile.isPending]);
  const columns = useDiagnosticsColumns();

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl"><Trans>Diagnostics</Trans></Heading>
      <Text color="fg.muted"><Trans>Diagnostics bundles uploaded by devices, usually after a diagnostics upload command. Download one to send to support.</Trans></Text>
      {profile.data && !canList ? (
        <Text><Trans>Your roles do not allow viewing diagnostics uploads.</Trans></Text>
      ) : (
        <>
          <FilterBar activeCount={filters.activeCount} onClear={filters.clear}>
            <SearchFilter label={t`Device reference`} value={v.device} onChange={(device) => filters.set({ device })} />
            <DateRangeFilter fields={[{ value: 'payload_time', label: t`Recorded` }]} value={{ field: 'payload_time', from: v.from, to: v.to }} onChange={(range) => filters.set({ from: range.from, to: range.to })} />
          </FilterBar>
          <DataTable<Payload>
            id="diagnostics"
            caption={t`Diagnostics uploads`}
            columns={columns}
            rowKey={(row) => row.payload_reference}
            list={list}
            sort={v.sort}
            onSortChange={(sort) => filters.set({ sort })}
            emptyTitle={<Trans>No diagnostics uploads</Trans>}
            emptyDescription={<Trans>No device has uploaded diagnostics for these filters.</Trans>}
            exportFileName="diagnostics"
          />
        </>
      )}
    </Stack>
  );
}
