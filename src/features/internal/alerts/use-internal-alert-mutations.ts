import { clearClientAlerts, dismissClientAlerts, getGetClientAlertQueryKey, getListAllAlertsQueryKey, raiseNotificationAlert } from '@generated/internal/hooks/alerts/alerts';
import type { Alert, NotificationAlertRequest } from '@generated/internal/model';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
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

/** Clear, dismiss and raise alerts as provider staff, then refresh the cross-client list and the details. */
export function useInternalAlertMutations() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const refresh = (alerts: readonly Pick<Alert, 'alert_reference' | 'client'>[]) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListAllAlertsQueryKey() }),
      ...alerts.map((alert) => queryClient.invalidateQueries({ queryKey: getGetClientAlertQueryKey(alert.client, alert.alert_reference) })),
    ]);

  const clear = async (alerts: readonly Alert[], reason: string | undefined) => {
    try {
      for (const [client, references] of groupByClient(alerts)) await clearClientAlerts(client, { alert_references: references, ...(reason ? { cleared_reason: reason } : {}) });
    } finally {
      await refresh(alerts);
    }
    const count = alerts.length;
    notifySuccess(count === 1 ? t`Alert cleared` : t`${count} alerts cleared`);
  };
  const dismiss = async (alerts: readonly Alert[]) => {
    try {
      for (const [client, references] of groupByClient(alerts)) await dismissClientAlerts(client, { alert_references: references });
    } finally {
      await refresh(alerts);
    }
    const count = alerts.length;
    notifySuccess(count === 1 ? t`Alert dismissed` : t`${count} alerts dismissed`);
  };
  const raise = async (body: NotificationAlertRequest) => {
    const alert = await raiseNotificationAlert(body);
    notifySuccess(t`Notification raised`, alert.alert_subject);
    await queryClient.invalidateQueries({ queryKey: getListAllAlertsQueryKey() });
    return alert;
  };
  return { clear, dismiss, raise };
}
