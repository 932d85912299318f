import { useClearAlerts, useDismissAlerts } from '@generated/admin/hooks/alerts/alerts';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '@/auth/use-session';
import { notifySuccess } from '@/lib/notify';

/** Clear and dismiss the account's alerts, saying how many (the list, summary, bell and details refresh: src/api/cache-policy.ts). */
export function useAlertMutations() {
  const { client } = useSession();
  const { t } = useLingui();
  const clearMutation = useClearAlerts();
  const dismissMutation = useDismissAlerts();

  const clear = async (references: string[], reason: string | undefined) => {
    await clearMutation.mutateAsync({ client, data: { alert_references: references, ...(reason ? { cleared_reason: reason } : {}) } });
    const count = references.length;
    notifySuccess(count === 1 ? t`Alert cleared` : t`${count} alerts cleared`);
  };
  const dismiss = async (references: string[]) => {
    await dismissMutation.mutateAsync({ client, data: { alert_references: references } });
    const count = references.length;
    notifySuccess(count === 1 ? t`Alert dismissed` : t`${count} alerts dismissed`);
  };
  return { clear, dismiss };
}
