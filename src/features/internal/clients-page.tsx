import { Heading, Stack, Text } from '@chakra-ui/react';
import { getListClientsQueryKey, listClients } from '@generated/internal/hooks/clients/clients';
import type { Client, ListClientsParams } from '@generated/internal/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { FilterBar } from '@/components/filters/filter-bar';
import { SearchFilter } from '@/components/filters/search-filter';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { usePageTitle } from '@/components/use-page-title';
import { ClientDrawer } from './clients/client-drawer';
import { TelemetryTotals } from './clients/telemetry-totals';
import { useClientColumns } from './clients/use-client-columns';
import { useClientOverview } from './clients/use-client-overview';
import { useClientPanel } from './clients/use-client-panel';

const spec = { search: urlParam.text(), sort: urlParam.sort() };

/** The provider's client organisations with licence use and telemetry; a row opens the client's drawer. */
export default function ClientsPage() {
  const { t } = useLingui();
  usePageTitle(t`Clients`);
  const filters = useUrlState(spec);
  const search = filters.values.search;
  const params = useMemo<ListClientsParams>(() => (search ? { search } : {}), [search]);
  const list = usePagedList<ListClientsParams, Client>(listClients, getListClientsQueryKey, params);
  const overview = useClientOverview();
  const columns = useClientColumns(overview);
  const panel = useClientPanel();
  const record = list.rows.find((row) => row.client === panel.client);

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Clients</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Every client organisation with its licence use and device telemetry. Open a client for details, limits, roles and support access.</Trans>
        </Text>
      </Stack>
      <TelemetryTotals summary={overview.telemetry.data} loading={overview.telemetry.isPending} />
      <FilterBar activeCount={filters.activeCount} onClear={filters.clear}>
        <SearchFilter label={t`Search clients`} value={search} onChange={(value) => filters.set({ search: value })} />
      </FilterBar>
      <DataTable<Client>
        id="internal-clients"
        caption={t`Clients`}
        columns={columns}
        rowKey={(row) => row.client}
        rowHref={(row) => panel.hrefFor(row.client)}
        list={list}
        sort={filters.values.sort}
        onSortChange={(sort) => filters.set({ sort })}
        emptyTitle={t`No clients`}
        emptyDescription={search ? t`No client matches “${search}”.` : t`There are no client organisations yet.`}
        exportFileName="clients"
      />
      <ClientDrawer
        client={panel.client}
        record={record}
        licence={panel.client ? overview.licenceByClient.get(panel.client) : undefined}
        panel={panel.panel}
        onPanelChange={panel.setPanel}
        onClose={panel.close}
      />
    </Stack>
  );
}
