import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { useGetClientAlert } from '@generated/internal/hooks/alerts/alerts';
import type { Alert, AlertRelatedEntity } from '@generated/internal/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { usePermission } from '@/auth/use-permission';
import { ClearAlertsButton, DismissAlertsButton } from '@/components/alerts/alert-action-buttons';
import { AlertDrawer } from '@/components/alerts/alert-drawer';
import { entityPagePath } from '@/components/alerts/entity-page';
import type { AlertDetailParam } from '@/components/alerts/use-alert-detail-param';
import { clientPanelHref, supportRequestHref } from '../internal-hrefs';
import { StartSessionButton } from '../support/start-session-button';
import { useStartableRequest } from '../support/use-startable-request';

interface InternalAlertDrawerProps {
  detail: AlertDetailParam;
  onClear: (alerts: readonly Alert[], reason: string | undefined) => Promise<unknown>;
  onDismiss: (alerts: readonly Alert[]) => Promise<unknown>;
}

/**
 * One client's alert (`GET /clients/{client}/alerts/{ref}`). A support access request is a staff
 * page and links to it; the other related records are pages of that client's portal, which staff
 * reach in a support session: each shows its page and, where the client has approved a request,
 * opens it in a session at once; otherwise the note links to the client's support access.
 */
export function InternalAlertDrawer({ detail, onClear, onDismiss }: InternalAlertDrawerProps) {
  const { t } = useLingui();
  const reference = detail.reference;
  const client = detail.client ?? '';
  const query = useGetClientAlert(client, reference ?? '', { query: { enabled: Boolean(reference && client) } });
  const { request: startable, othersApproved } = useStartableRequest(reference ? client : undefined);
  const startableRole = startable?.role;
  const canClear = usePermission('clearClientAlerts').allowed;
  const canDismiss = usePermission('dismissClientAlerts').allowed;
  const alert = query.data ? { ...query.data, client: query.data.client ?? client } : undefined;
  const clientLink = (
    <ChakraLink asChild colorPalette="blue" variant="underline">
      <Link to={clientPanelHref(client)}>{client}</Link>
    </ChakraLink>
  );
  const staffLink = (entity: AlertRelatedEntity) =>
    entity.entity_type === 'SupportAccessRequest' ? supportRequestHref(client, entity.entity_id) : undefined;
  return (
    <AlertDrawer
      reference={reference}
      onClose={detail.close}
      alert={alert}
      loading={query.isPending}
      error={reference && !client ? new Error(t`The link does not say which client the alert belongs to.`) : query.error}
      onRetry={() => void query.refetch()}
      linkFor={staffLink}
      entitiesNote={
        client ? (
          <Text fontSize="sm" color="fg.muted">
            {startable ? (
              <Trans>
                These records are in the portal of {clientLink}. {client} has approved support access for the {startableRole} role: open a
                record to start a support session on its page.
              </Trans>
            ) : othersApproved ? (
              <Trans>
                These records are in the portal of {clientLink}, reached in a support session. {client} has approved requests of other staff
                members only, and only the staff member who asked can start a session with a request:{' '}
                <ChakraLink asChild colorPalette="blue" variant="underline">
                  <Link to={clientPanelHref(client, 'support')}>ask {client} for support access of your own</Link>
                </ChakraLink>
                .
              </Trans>
            ) : (
              <Trans>
                These records are in the portal of {clientLink}, reached in a support session. There is no approved request to start one:{' '}
                <ChakraLink asChild colorPalette="blue" variant="underline">
                  <Link to={clientPanelHref(client, 'support')}>ask {client} for support access</Link>
                </ChakraLink>
                .
              </Trans>
            )}
          </Text>
        ) : null
      }
      entityHint={(entity) => (staffLink(entity) ? undefined : entityPagePath(entity))}
      entityAction={(entity) => {
        const page = staffLink(entity) ? undefined : entityPagePath(entity);
        if (!page || !startable) return null;
        const id = entity.entity_id;
        return (
          <StartSessionButton
            request={startable}
            client={client}
            then={page}
            buttonProps={{ size: 'xs', variant: 'outline', 'aria-label': t`Open ${id} in a support session` }}
          >
            <Trans>Open in a support session</Trans>
          </StartSessionButton>
        );
      }}
      actions={(loaded) => (
        <>
          {canDismiss ? <DismissAlertsButton alerts={[loaded]} onDismiss={() => onDismiss([loaded])} /> : null}
          {canClear && loaded.alert_state === 'Triggered' ? (
            <ClearAlertsButton alerts={[loaded]} onClear={(_references, reason) => onClear([loaded], reason)} />
          ) : null}
        </>
      )}
    />
  );
}
