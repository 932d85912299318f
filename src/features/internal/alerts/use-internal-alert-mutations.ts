import { useClearClientAlerts, useDismissClientAlerts, useRaiseNotificationAlert } from '@generated/internal/hooks/alerts/alerts';
import type { Alert, NotificationAlertRequest } from '@generated/internal/model';
import { useLingui } from '@lingui/react/macro';
import { shownInline } from '@/api/error-notice';
import { notifySuccess } from '@/lib/notify';

/** Alert references grouped by client: clear and dismiss are calls per client. */
export function groupByClient(alerts: readonly Pick<Alert, 'alert_reference' | 'client'>[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const alert of alerts) {
    if (!alert.client) continue;
    groups.set(alert.client, [...(groups.get(alert.client) ?? []), alert.alert_reference]);
  }
  return groups;
}

/**
 * Clear, dismiss and raise alerts as provider staff (what each refreshes: src/api/cache-policy.ts;
 * a client's call that succeeded refreshes even when a later client's fails). Raising is a form
 * that shows a refusal itself.
 */
export function useInternalAlertMutations() {
  const { t } = useLingui();
  const clearMutation = useClearClientAlerts();
  const dismissMutation = useDismissClientAlerts();
  const raiseMutation = useRaiseNotificationAlert({ mutation: { meta: shownInline } });

  const clear = async (alerts: readonly Alert[], reason: string | undefined) => {
    for (const [client, references] of groupByClient(alerts))
      await clearMutation.mutateAsync({ client, data: { alert_references: references, ...(reason ? { cleared_reason: reason } : {}) } });
    const count = alerts.length;
    notifySuccess(count === 1 ? t`Alert cleared` : t`${count} alerts cleared`);
  };
  const dismiss = async (alerts: readonly Alert[]) => {
    for (const [client, references] of groupByClient(alerts))
      await dismissMutation.mutateAsync({ client, data: { alert_references: references } });
    const count = alerts.length;
    notifySuccess(count === 1 ? t`Alert dismissed` : t`${count} alerts dismissed`);
  };
  const raise = async (body: NotificationAlertRequest) => {
    const alert = await raiseMutation.mutateAsync({ data: body });
    notifySuccess(t`Notification raised`, alert.alert_subject);
    return alert;
  };
  return { clear, dismiss, raise };
}
