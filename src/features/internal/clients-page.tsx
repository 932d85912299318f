import { getListClientsQueryKey, listClients } from '@generated/internal/hooks/clients/clients';
import type { Client, ListClientsParams } from '@generated/internal/model';
import { listClientsQueryParams } from '@generated/internal/zod/clients/clients';
import { useLingui } from '@lingui/react/macro';
import { SearchFilter } from '@/components/filters/search-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { urlParam } from '@/components/url-state/url-params';
import { Screen } from '@/components/screen';
import { paths } from '@/lib/paths';
import { ClientDrawer } from './clients/client-drawer';
import { TelemetryTotals } from './clients/telemetry-totals';
import { useClientColumns } from './clients/use-client-columns';
import { useClientOverview } from './clients/use-client-overview';
import { useClientPanel } from './clients/use-client-panel';

const url = { search: urlParam.text(), sort: urlParam.sort() };
const screenSpec: ListScreenSpec<typeof url, ListClientsParams> = {
  url,
  schema: listClientsQueryParams,
  toParams: ({ search }) => (search ? { search } : {}),
};
const source = { fetcher: listClients, queryKey: getListClientsQueryKey };

/** The provider's client organisations with licence use and telemetry; a row opens the client's drawer. */
export default function ClientsPage() {
  const { t } = useLingui();
  const screen = useListScreen(screenSpec, source);
  const { filters, list } = screen;
  const search = screen.values.search;
  const overview = useClientOverview();
  const columns = useClientColumns(overview);
  const panel = useClientPanel();
  const record = list.rows.find((row) => row.client === panel.client);

  return (
    <Screen gap="6" path={paths.internal.clients}>
      <TelemetryTotals summary={overview.telemetry.data} loading={overview.telemetry.isPending} />
      <ListScreen<Client>
        screen={screen}
        filters={<SearchFilter label={t`Search clients`} value={search} onChange={(value) => filters.set({ search: value })} />}
        paramLabels={{ search: t`Search clients` }}
        id="internal-clients"
        caption={t`Clients`}
        columns={columns}
        rowKey={(row) => row.client}
        rowHref={(row) => panel.hrefFor(row.client)}
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
    </Screen>
  );
}
