import { useGetAlert } from '@generated/admin/hooks/alerts/alerts';
import type { Alert } from '@generated/admin/model';
import { Trans } from '@lingui/react/macro';
import { Text } from '@chakra-ui/react';
import { useProfile } from '@/auth/use-profile';
import { useSession } from '@/auth/use-session';
import { ClearAlertsButton, DismissAlertsButton } from '@/components/alerts/alert-action-buttons';
import { AlertDrawer } from '@/components/alerts/alert-drawer';
import { entityPagePath } from '@/components/alerts/entity-page';
import type { AlertDetailParam } from '@/components/alerts/use-alert-detail-param';
import { loadState } from '@/components/detail/load-state';

interface AccountAlertDrawerProps {
  detail: AlertDetailParam;
  clearBlocker: (alerts: readonly Alert[]) => string | undefined;
  dismissBlocker: string | undefined;
  onClear: (references: string[], reason: string | undefined) => Promise<unknown>;
  onDismiss: (references: string[]) => Promise<unknown>;
}

/** The open alert of the account list (`GET alerts/{ref}`), with clear and dismiss. */
export function AccountAlertDrawer({ detail, clearBlocker, dismissBlocker, onClear, onDismiss }: AccountAlertDrawerProps) {
  const { client } = useSession();
  const profile = useProfile();
  const reference = detail.reference;
  const query = useGetAlert(client, reference ?? '', { query: { enabled: Boolean(reference) } });
  const me = profile.data?.user_reference;
  return (
    <AlertDrawer
      reference={reference}
      onClose={detail.close}
      alert={query.data}
      {...loadState(query)}
      linkFor={entityPagePath}
      actions={(alert) => (
        <>
          {me && alert.dismissed_by.includes(me) ? (
            <Text fontSize="sm" color="fg.muted" me="auto">
              <Trans>You dismissed this alert.</Trans>
            </Text>
          ) : (
            <DismissAlertsButton alerts={[alert]} disabledReason={dismissBlocker} onDismiss={onDismiss} />
          )}
          {alert.alert_state === 'Triggered' ? (
            <ClearAlertsButton alerts={[alert]} disabledReason={clearBlocker([alert])} onClear={onClear} />
          ) : null}
        </>
      )}
    />
  );
}
