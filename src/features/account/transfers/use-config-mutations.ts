import { useQueryClient } from '@tanstack/react-query';
import {
  getGetTransferConfigQueryKey,
  getListTransferConfigsQueryKey,
  useCreateTransferConfig,
  useDeleteTransferConfig,
  useRunTransferConfig,
  useUpdateTransferConfig,
} from '@generated/client/hooks/transfer-configs/transfer-configs';
import { getListTransfersQueryKey } from '@generated/client/hooks/transfers/transfers';

/** Create, replace, delete and run transfer configurations, refreshing what each change affects. */
export function useConfigMutations() {
  const queryClient = useQueryClient();
  const refresh = (_data: unknown, variables: { transferConfigReference: string }) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListTransferConfigsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetTransferConfigQueryKey(variables.transferConfigReference) }),
    ]);
  const refreshTransfers = () => queryClient.invalidateQueries({ queryKey: getListTransfersQueryKey() });
  return {
    create: useCreateTransferConfig({ mutation: { onSuccess: refresh } }),
    update: useUpdateTransferConfig({ mutation: { onSuccess: refresh } }),
    remove: useDeleteTransferConfig({ mutation: { onSuccess: refresh } }),
    run: useRunTransferConfig({ mutation: { onSuccess: refreshTransfers } }),
  };
}
