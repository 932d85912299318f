import { getGetSupportAccessQueryKey, getListSupportAccessQueryKey, updateSupportAccess } from '@generated/admin/hooks/support-access/support-access';
import type { SupportAccessDecision } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/auth/use-session';
import { notifySuccess } from '@/lib/notify';

/** Approve, reject or revoke a support access request (`PUT supportaccess/{ref}`), then refresh the requests. */
export function useSupportDecisions() {
  const { client } = useSession();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const decide = async (reference: string, decision: SupportAccessDecision) => {
    const updated = await updateSupportAccess(client, reference, decision);
    const role = updated.role;
    notifySuccess(decision.action === 'approve' ? t`Support access approved for ${role}` : decision.action === 'reject' ? t`Support access request rejected` : t`Support access revoked`);
    await Promise.all([queryClient.invalidateQueries({ queryKey: getListSupportAccessQueryKey(client) }), queryClient.invalidateQueries({ queryKey: getGetSupportAccessQueryKey(client, reference) })]);
    return updated;
  };
  return { decide };
}
