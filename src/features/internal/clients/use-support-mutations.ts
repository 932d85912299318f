import { useCancelSupportAccess, useRequestSupportAccess } from '@generated/internal/hooks/support-access/support-access';
import type { SupportAccessCreate } from '@generated/internal/model';
import { useLingui } from '@lingui/react/macro';
import { shownInline } from '@/api/error-notice';
import { notifySuccess } from '@/lib/notify';

/** Request support access to a client (from the request form, which shows a refusal itself), and cancel a request. */
export function useSupportMutations(client: string) {
  const { t } = useLingui();
  const requestMutation = useRequestSupportAccess({ mutation: { meta: shownInline } });
  const cancelMutation = useCancelSupportAccess();
  const request = async (body: SupportAccessCreate) => {
    const created = await requestMutation.mutateAsync({ client, data: body });
    notifySuccess(t`Support access requested from ${client}`);
    return created;
  };
  const cancel = async (reference: string) => {
    await cancelMutation.mutateAsync({ client, requestReference: reference });
    notifySuccess(t`Support access request canceled`);
  };
  return { request, cancel };
}
