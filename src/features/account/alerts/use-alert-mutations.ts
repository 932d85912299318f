import { getGetAlertQueryKey, getGetAlertSummaryQueryKey, getListAlertsQueryKey, useClearAlerts, useDismissAlerts } from '@generated/admin/hooks/alerts/alerts';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/auth/use-session';
import { notifySuccess } from '@/lib/notify';

/** Clear and dismiss the account's alerts, then refresh the list, the summary (and the header bell) and the details. */
export function useAlertMutations() {
  const { client } = useSession();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const refresh = (references: readonly string[]) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListAlertsQueryKey(client) }),
      queryClient.invalidateQueries({ queryKey: getGetAlertSummaryQueryKey(client) }),
      ...references.map((reference) => queryClient.invalidateQueries({ queryKey: getGetAlertQueryKey(client, reference) })),
    ]);
  const clearMutation = useClearAlerts();
  const dismissMutation = useDismissAlerts();

  const clear = async (references: string[], reason: string | undefined) => {
    await clearMutation.mutateAsync({ client, data: { alert_references: references, ...(reason ? { cleared_reason: reason } : {}) } });
    const count = references.length;
    notifySuccess(count === 1 ? t`Alert cleared` : t`${count} alerts cleared`);
    await refresh(references);
  };
  const dismiss = async (references: string[]) => {
    await dismissMutation.mutateAsync({ client, data: { alert_references: references } });
    const count = references.length;
    notifySuccess(count === 1 ? t`Alert dismissed` : t`${count} alerts dismissed`);
    await refresh(references);
  };
  return { clear, dismiss };
}
