import { Stack, Tabs } from '@chakra-ui/react';
import { getListSupportAccessByStatusQueryKey, listSupportAccessByStatus } from '@generated/internal/hooks/support-access/support-access';
import type { ListSupportAccessByStatusParams, SupportAccessRequest } from '@generated/internal/model';
import { listSupportAccessByStatusQueryParams } from '@generated/internal/zod/support-access/support-access';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { FilterBar } from '@/components/filters/filter-bar';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { useDetailParam } from '@/components/url-state/use-detail-param';
import { urlParam } from '@/components/url-state/url-params';
import { Screen } from '@/components/screen';
import { paths } from '@/lib/paths';
import { useAllClients } from './api/use-all-clients';
import { StaffRequestDrawer } from './support/staff-request-drawer';
import { useAllStaff } from './support/use-all-staff';
import { useSupportColumns } from './support/use-support-columns';

const STATES = ['pending', 'approved', 'rejected', 'canceled', 'revoked', 'expired'] as const;
type ApprovalState = (typeof STATES)[number];
const url = { status: urlParam.enumOf(STATES, 'approved'), client: urlParam.text(63), sort: urlParam.sort() };
const screenSpec: ListScreenSpec<typeof url, Query> = {
  url,
  schema: listSupportAccessByStatusQueryParams,
  toParams: ({ status, client }) => ({ status, ...(client ? { client } : {}) }),
};
/** The approval state is a path segment, carried with the query parameters to the fetch. */
type Query = ListSupportAccessByStatusParams & { status: ApprovalState };
const source = {
  fetcher: ({ status, ...params }: Partial<Query>, signal?: AbortSignal) => listSupportAccessByStatus(status ?? 'approved', params, signal),
  queryKey: ({ status, ...params }: Partial<Query>) => getListSupportAccessByStatusQueryKey(status ?? 'approved', params),
};

/** Support access requests across clients by approval state (every page), filtered by client; an approved, unexpired one starts support mode. */
export default function SupportPage() {
  const { t } = useLingui();
  const screen = useListScreen(screenSpec, source);
  const { filters } = screen;
  const { status, client } = screen.values;
  const detail = useDetailParam('request', 'request_client');
  const { staffName } = useAllStaff();
  const { clients } = useAllClients();
  const columns = useSupportColumns(staffName);
  const labels: Record<ApprovalState, string> = {
    pending: t`Pending`,
    approved: t`Approved`,
    rejected: t`Rejected`,
    canceled: t`Canceled`,
    revoked: t`Revoked`,
    expired: t`Expired`,
  };
  const clientOptions = useMemo(() => {
    const options = clients.map((entry) => ({ value: entry.client, label: entry.client }));
    return client && !options.some((option) => option.value === client) ? [...options, { value: client, label: client }] : options;
  }, [clients, client]);
  const label = labels[status];

  return (
    <Screen gap="6" path={paths.internal.support}>
      <Tabs.Root value={status} onValueChange={(details) => filters.set({ status: details.value as ApprovalState })} variant="line">
        <Tabs.List>
          {STATES.map((state) => (
            <Tabs.Trigger key={state} value={state}>
              {labels[state]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={status}>
          <Stack gap="4">
            <ListScreen<SupportAccessRequest>
              screen={screen}
              filterBar={
                <FilterBar activeCount={client ? 1 : 0} onClear={() => filters.set({ client: undefined })}>
                  <ChoiceFilter
                    label={t`Client`}
                    anyLabel={t`All clients`}
                    options={clientOptions}
                    value={client}
                    onChange={(value) => filters.set({ client: value })}
                  />
                </FilterBar>
              }
              paramLabels={{ client: t`Client` }}
              id="internal-support"
              caption={t`Support access requests: ${label}`}
              columns={columns}
              rowKey={(row) => row.request_reference}
              rowHref={(row) => detail.hrefFor(row.request_reference, row.client)}
              emptyTitle={t`No requests`}
              emptyDescription={client ? t`No request to ${client} is in this state.` : t`No request is in this state.`}
              exportFileName={`support-access-${status}`}
            />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      <StaffRequestDrawer detail={detail} staffName={staffName} />
    </Screen>
  );
}
