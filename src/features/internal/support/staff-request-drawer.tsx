import { useGetClientSupportAccess } from '@generated/internal/hooks/support-access/support-access';
import { useLingui } from '@lingui/react/macro';
import { usePermission } from '@/auth/use-permission';
import { ConfirmButton } from '@/components/confirm-dialog';
import { SupportRequestDrawer } from '@/components/support/support-request-drawer';
import type { DetailParam } from '@/components/url-state/use-detail-param';
import { useSupportMutations } from '../clients/use-support-mutations';
import { SessionStartAction } from './session-start-action';

/** One request read by its own link (`GET /clients/{client}/supportaccess/{ref}`): start a session (or why not), or cancel it while pending. */
export function StaffRequestDrawer({ detail, staffName }: { detail: DetailParam; staffName: (reference: string) => string }) {
  const { t } = useLingui();
  const client = detail.client ?? '';
  const reference = detail.reference;
  const query = useGetClientSupportAccess(client, reference ?? '', { query: { enabled: Boolean(reference && client) } });
  const canCancel = usePermission('cancelSupportAccess').allowed;
  const { cancel } = useSupportMutations(client);
  const request = query.data ? { ...query.data, client: query.data.client ?? client } : undefined;
  return (
    <SupportRequestDrawer
      reference={reference}
      request={request}
      loading={query.isPending}
      error={reference && !client ? new Error(t`The link does not say which client the request was made to.`) : query.error}
      onRetry={() => void query.refetch()}
      onClose={detail.close}
      staffName={staffName}
      actions={(loaded) => {
        const role = loaded.role;
        return (
          <>
            {loaded.approval_state === 'pending' && canCancel ? (
              <ConfirmButton
                label={t`Cancel request`}
                buttonProps={{ size: 'sm', variant: 'outline' }}
                title={t`Cancel the request for ${role}?`}
                description={t`The client will no longer be asked to approve it.`}
                confirmLabel={t`Cancel request`}
                onConfirm={async () => {
                  await cancel(loaded.request_reference);
                  await query.refetch();
                }}
              />
            ) : null}
            <SessionStartAction request={loaded} client={client} staffName={staffName} long buttonProps={{ size: 'sm' }} />
          </>
        );
      }}
    />
  );
}
