import { Stack, Tabs } from '@chakra-ui/react';
import { getListSupportAccessByStatusQueryKey, listSupportAccessByStatus } from '@generated/internal/hooks/support-access/support-access';
import type { ListSupportAccessByStatusParams, SupportAccessRequest } from '@generated/internal/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { FilterBar } from '@/components/filters/filter-bar';
import { PageHeading } from '@/components/page-heading';
import { useDetailParam } from '@/components/url-state/use-detail-param';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { usePageTitle } from '@/components/use-page-title';
import { useAllClients } from './api/use-all-clients';
import { StaffRequestDrawer } from './support/staff-request-drawer';
import { useAllStaff } from './support/use-all-staff';
import { useSupportColumns } from './support/use-support-columns';

const STATES = ['pending', 'approved', 'rejected', 'canceled', 'revoked', 'expired'] as const;
type ApprovalState = (typeof STATES)[number];
const spec = { status: urlParam.enumOf(STATES, 'approved'), client: urlParam.text(63), sort: urlParam.sort() };

/** Support access requests across clients by approval state (every page), filtered by client; an approved, unexpired one starts support mode. */
export default function SupportPage() {
  const { t } = useLingui();
  usePageTitle(t`Support`);
  const filters = useUrlState(spec);
  const { status, client } = filters.values;
  const detail = useDetailParam('request', 'request_client');
  const { staffName } = useAllStaff();
  const { clients } = useAllClients();
  const params = useMemo<ListSupportAccessByStatusParams>(() => (client ? { client } : {}), [client]);
  const fetcher = useCallback((p: ListSupportAccessByStatusParams, signal?: AbortSignal) => listSupportAccessByStatus(status, p, signal), [status]);
  const key = useCallback((p: ListSupportAccessByStatusParams) => getListSupportAccessByStatusQueryKey(status, p), [status]);
  const list = usePagedList<ListSupportAccessByStatusParams, SupportAccessRequest>(fetcher, key, params);
  const columns = useSupportColumns(staffName);
  const labels: Record<ApprovalState, string> = { pending: t`Pending`, approved: t`Approved`, rejected: t`Rejected`, canceled: t`Canceled`, revoked: t`Revoked`, expired: t`Expired` };
  const clientOptions = useMemo(() => {
    const options = clients.map((entry) => ({ value: entry.client, label: entry.client }));
    return client && !options.some((option) => option.value === client) ? [...options, { value: client, label: client }] : options;
  }, [clients, client]);
  const label = labels[status];

  return (
    <Stack gap="6">
      <PageHeading title={<Trans>Support access</Trans>} description={<Trans>Requests to act in a client's account. Start a support session from an approved request that has not expired.</Trans>} />
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
            <FilterBar activeCount={client ? 1 : 0} onClear={() => filters.set({ client: undefined })}>
              <ChoiceFilter label={t`Client`} anyLabel={t`All clients`} options={clientOptions} value={client} onChange={(value) => filters.set({ client: value })} />
            </FilterBar>
            <DataTable<SupportAccessRequest>
              id="internal-support"
              caption={t`Support access requests: ${label}`}
              columns={columns}
              rowKey={(row) => row.request_reference}
              rowHref={(row) => detail.hrefFor(row.request_reference, row.client)}
              list={list}
              sort={filters.values.sort}
              onSortChange={(sort) => filters.set({ sort })}
              emptyTitle={t`No requests`}
              emptyDescription={client ? t`No request to ${client} is in this state.` : t`No request is in this state.`}
              exportFileName={`support-access-${status}`}
            />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      <StaffRequestDrawer detail={detail} staffName={staffName} />
    </Stack>
  );
}
