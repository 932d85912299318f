import { useUpdateSupportAccess } from '@generated/admin/hooks/support-access/support-access';
import type { SupportAccessDecision } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { shownInline } from '@/api/error-notice';
import { useSession } from '@/auth/use-session';
import { notifySuccess } from '@/lib/notify';

/**
 * Approve, reject or revoke a support access request (`PUT supportaccess/{ref}`; what it refreshes:
 * src/api/cache-policy.ts). Approving and rejecting are forms that show a refusal themselves.
 */
export function useSupportDecisions() {
  const { client } = useSession();
  const { t } = useLingui();
  const fromForm = useUpdateSupportAccess({ mutation: { meta: shownInline } });
  const fromButton = useUpdateSupportAccess();
  const decide = async (reference: string, decision: SupportAccessDecision) => {
    const mutation = decision.action === 'revoke' ? fromButton : fromForm;
    const updated = await mutation.mutateAsync({ client, requestReference: reference, data: decision });
    const role = updated.role;
    notifySuccess(
      decision.action === 'approve'
        ? t`Support access approved for ${role}`
        : decision.action === 'reject'
          ? t`Support access request rejected`
          : t`Support access revoked`,
    );
    return updated;
  };
  return { decide };
}
