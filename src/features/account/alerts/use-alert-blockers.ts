import type { Alert } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useAlertLabels } from '@/components/alerts/alert-labels';
import type { AlertPermissions } from './use-alert-permissions';

/** Why given alerts may not be cleared or dismissed by this user (undefined when they may). */
export function useAlertBlockers(permissions: AlertPermissions) {
  const { t } = useLingui();
  const labels = useAlertLabels();
  const { canClear, canDismiss, writable } = permissions;
  const clearBlocker = useCallback(
    (alerts: readonly Alert[]) => {
      if (!canClear) return t`Your roles do not allow clearing alerts.`;
      const blocked = writable ? alerts.find((alert) => !writable.includes(alert.alert_scope)) : undefined;
      if (!blocked) return undefined;
      const scope = labels.scope[blocked.alert_scope];
      return alerts.length > 1
        ? t`Your roles do not allow clearing ${scope} alerts. Unselect them to clear the others.`
        : t`Your roles do not allow clearing ${scope} alerts.`;
    },
    [canClear, writable, labels, t],
  );
  const dismissBlocker = canDismiss ? undefined : t`Your roles do not allow dismissing alerts.`;
  return { clearBlocker, dismissBlocker };
}
