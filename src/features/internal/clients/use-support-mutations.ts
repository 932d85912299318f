import { cancelSupportAccess, getListClientSupportAccessQueryKey, getListSupportAccessByStatusQueryKey, requestSupportAccess } from '@generated/internal/hooks/support-access/support-access';
import type { SupportAccessCreate } from '@generated/internal/model';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/lib/notify';

/** Request and cancel support access to a client, then refresh its requests and the staff Support lists. */
export function useSupportMutations(client: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListClientSupportAccessQueryKey(client) }),
      queryClient.invalidateQueries({ queryKey: getListSupportAccessByStatusQueryKey('pending') }),
      queryClient.invalidateQueries({ queryKey: getListSupportAccessByStatusQueryKey('canceled') }),
    ]);
  const request = async (body: SupportAccessCreate) => {
    const created = await requestSupportAccess(client, body);
    notifySuccess(t`Support access requested from ${client}`);
    await refresh();
    return created;
  };
  const cancel = async (reference: string) => {
    await cancelSupportAccess(client, reference);
    notifySuccess(t`Support access request canceled`);
    await refresh();
  };
  return { request, cancel };
}
