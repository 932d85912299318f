import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { useGetClientAlert } from '@generated/internal/hooks/alerts/alerts';
import type { Alert } from '@generated/internal/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useCan } from '@/auth/use-profile';
import { ClearAlertsButton, DismissAlertsButton } from '@/components/alerts/alert-action-buttons';
import { AlertDrawer } from '@/components/alerts/alert-drawer';
import { entityPagePath } from '@/components/alerts/entity-page';
import type { AlertDetailParam } from '@/components/alerts/use-alert-detail-param';
import { clientPanelHref } from '../internal-hrefs';

interface InternalAlertDrawerProps {
  detail: AlertDetailParam;
  onClear: (alerts: readonly Alert[], reason: string | undefined) => Promise<unknown>;
  onDismiss: (alerts: readonly Alert[]) => Promise<unknown>;
}

/**
 * One client's alert (`GET /clients/{client}/alerts/{ref}`). Its related records are pages of that
 * client's portal: staff reach them in a support session, so they are shown with their page and a
 * way to ask for support access rather than as links that would open the staff account's data.
 */
export function InternalAlertDrawer({ detail, onClear, onDismiss }: InternalAlertDrawerProps) {
  const { t } = useLingui();
  const reference = detail.reference;
  const client = detail.client ?? '';
  const query = useGetClientAlert(client, reference ?? '', { query: { enabled: Boolean(reference && client) } });
  const canClear = useCan('clearClientAlerts');
  const canDismiss = useCan('dismissClientAlerts');
  const alert = query.data ? { ...query.data, client: query.data.client ?? client } : undefined;
  return (
    <AlertDrawer
      reference={reference}
      onClose={detail.close}
      alert={alert}
      loading={query.isPending}
      error={reference && !client ? new Error(t`The link does not say which client the alert belongs to.`) : query.error}
      onRetry={() => void query.refetch()}
      linkFor={() => undefined}
      entitiesNote={
        client ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>
              These records are in the portal of {client}. Open them in a support session:{' '}
              <ChakraLink asChild colorPalette="blue" variant="underline">
                <Link to={clientPanelHref(client, 'support')}>support access for {client}</Link>
              </ChakraLink>
              .
            </Trans>
          </Text>
        ) : null
      }
      entityHint={(entity) => entityPagePath(entity)}
      actions={(loaded) => (
        <>
          {canDismiss ? <DismissAlertsButton alerts={[loaded]} onDismiss={() => onDismiss([loaded])} /> : null}
          {canClear && loaded.alert_state === 'Triggered' ? <ClearAlertsButton alerts={[loaded]} onClear={(_references, reason) => onClear([loaded], reason)} /> : null}
        </>
      )}
    />
  );
}
