import { Text } from '@chakra-ui/react';
import {
  getListSupportAccessQueryKey,
  listSupportAccess,
  useListSupportAccess,
} from '@generated/admin/hooks/support-access/support-access';
import type { ListSupportAccessParams, SupportAccessApprovalState, SupportAccessRequest } from '@generated/admin/model';
import { listSupportAccessQueryParams } from '@generated/admin/zod/support-access/support-access';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useClientList } from '@/components/list-screen/use-client-list';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { urlParam } from '@/components/url-state/url-params';
import { useDetailParam } from '@/components/url-state/use-detail-param';
import { stateText } from '@/components/state-badge/state-badge';
import { Screen } from '@/components/screen';
import { paths } from '@/lib/paths';
import { PendingRequests } from './support-access/pending-requests';
import { RequestDrawer } from './support-access/request-drawer';
import { useRequestColumns } from './support-access/use-request-columns';

const STATES = [
  'pending',
  'approved',
  'rejected',
  'canceled',
  'revoked',
  'expired',
] as const satisfies readonly SupportAccessApprovalState[];
const url = { state: urlParam.enumOf(STATES), sort: urlParam.sort() };
const screenSpec: ListScreenSpec<typeof url, ListSupportAccessParams> = {
  url,
  schema: listSupportAccessQueryParams,
  toParams: ({ state }) => (state ? { approval_state: state } : {}),
};
const PENDING: ListSupportAccessParams = { approval_state: 'pending' };

/** Requests from provider staff to act on this account: approve with an expiry, reject with a reason, revoke. */
export default function SupportAccessPage() {
  const { t, i18n } = useLingui();
  const { client } = useSession();
  const allowed = usePermission('listSupportAccess').allowed;
  const screen = useListScreen(screenSpec, useClientList(listSupportAccess, getListSupportAccessQueryKey), { enabled: allowed });
  const { filters } = screen;
  const state = screen.values.state;
  const pending = useListSupportAccess(client, PENDING, { query: { enabled: allowed } });
  const columns = useRequestColumns();
  const detail = useDetailParam('request', 'request_client');
  const label = (value: string) => stateText(i18n, 'supportAccess', value);
  return (
    <Screen gap="6" path={paths.account.supportAccess}>
      {!allowed ? (
        <Text color="fg.muted">
          <Trans>Your roles do not allow viewing support access requests.</Trans>
        </Text>
      ) : (
        <>
          <PendingRequests requests={(pending.data?.data ?? []).filter((request) => request.approval_state === 'pending')} />
          <ListScreen<SupportAccessRequest>
            screen={screen}
            filters={
              <ChoiceFilter
                label={t`State`}
                anyLabel={t`All`}
                options={STATES.map((value) => ({ value, label: label(value) }))}
                value={state}
                onChange={(value) => filters.set({ state: value })}
              />
            }
            id="support-access"
            caption={t`Support access requests`}
            columns={columns}
            rowKey={(row) => row.request_reference}
            rowHref={(row) => detail.hrefFor(row.request_reference)}
            emptyTitle={t`No requests`}
            emptyDescription={state ? t`No request is in this state.` : t`Provider staff have not asked for support access.`}
            exportFileName="support-access"
          />
          <RequestDrawer detail={detail} />
        </>
      )}
    </Screen>
  );
}
