import { Heading, Stack, Text } from '@chakra-ui/react';
import { getListSupportAccessQueryKey, listSupportAccess, useListSupportAccess } from '@generated/admin/hooks/support-access/support-access';
import type { ListSupportAccessParams, SupportAccessApprovalState, SupportAccessRequest } from '@generated/admin/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useCan } from '@/auth/use-profile';
import { useSession } from '@/auth/use-session';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { FilterBar } from '@/components/filters/filter-bar';
import { stateDefinition } from '@/components/state-badge/state-badge';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { useDetailParam } from '@/components/url-state/use-detail-param';
import { usePageTitle } from '@/components/use-page-title';
import { PendingRequests } from './support-access/pending-requests';
import { RequestDrawer } from './support-access/request-drawer';
import { useRequestColumns } from './support-access/use-request-columns';

const STATES = ['pending', 'approved', 'rejected', 'canceled', 'revoked', 'expired'] as const satisfies readonly SupportAccessApprovalState[];
const spec = { state: urlParam.enumOf(STATES), sort: urlParam.sort() };
const PENDING: ListSupportAccessParams = { approval_state: 'pending' };

/** Requests from provider staff to act on this account: approve with an expiry, reject with a reason, revoke. */
export default function SupportAccessPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Support access`);
  const { client } = useSession();
  const allowed = useCan('listSupportAccess');
  const filters = useUrlState(spec);
  const state = filters.values.state;
  const params = useMemo<ListSupportAccessParams>(() => (state ? { approval_state: state } : {}), [state]);
  const list = usePagedList<ListSupportAccessParams, SupportAccessRequest>((p, signal) => listSupportAccess(client, p, signal), (p) => getListSupportAccessQueryKey(client, p), params, { enabled: allowed });
  const pending = useListSupportAccess(client, PENDING, { query: { enabled: allowed } });
  const columns = useRequestColumns();
  const detail = useDetailParam('request', 'request_client');
  const label = (value: string) => {
    const definition = stateDefinition('supportAccess', value);
    return definition ? i18n._(definition.label) : value;
  };
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Support access</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Provider staff can act on your account only through a request you approve, for a limited time. Every action they take is audited.</Trans>
        </Text>
      </Stack>
      {!allowed ? (
        <Text color="fg.muted">
          <Trans>Your roles do not allow viewing support access requests.</Trans>
        </Text>
      ) : (
        <>
          <PendingRequests requests={(pending.data?.data ?? []).filter((request) => request.approval_state === 'pending')} />
          <FilterBar activeCount={filters.activeCount} onClear={filters.clear}>
            <ChoiceFilter label={t`State`} anyLabel={t`All`} options={STATES.map((value) => ({ value, label: label(value) }))} value={state} onChange={(value) => filters.set({ state: value })} />
          </FilterBar>
          <DataTable<SupportAccessRequest>
            id="support-access"
            caption={t`Support access requests`}
            columns={columns}
            rowKey={(row) => row.request_reference}
            rowHref={(row) => detail.hrefFor(row.request_reference)}
            list={list}
            sort={filters.values.sort}
            onSortChange={(sort) => filters.set({ sort })}
            emptyTitle={t`No requests`}
            emptyDescription={state ? t`No request is in this state.` : t`Provider staff have not asked for support access.`}
            exportFileName="support-access"
          />
          <RequestDrawer detail={detail} />
        </>
      )}
    </Stack>
  );
}
