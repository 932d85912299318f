import { useQueryClient } from '@tanstack/react-query';
import { getGetTransferQueryKey, getListTransfersQueryKey, useRerunTransfer } from '@generated/client/hooks/transfers/transfers';

/** Run a transfer again; afterwards the transfer list and that transfer are fetched again. */
export function useRerunTransferMutation() {
  const queryClient = useQueryClient();
  return useRerunTransfer({
    mutation: {
      onSuccess: (_data, { transferId }) =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: getListTransfersQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getGetTransferQueryKey(transferId) }),
        ]),
    },
  });
}
