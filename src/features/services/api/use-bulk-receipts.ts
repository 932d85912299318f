import { useQueryClient } from '@tanstack/react-query';
import { useConfirmReceipts } from '@generated/client/hooks/receipts/receipts';
import { getGetPayloadAuditQueryKey, getGetPayloadQueryKey, getListPayloadsQueryKey } from '@generated/client/hooks/payloads/payloads';
import type { PayloadStatusBatch } from '@generated/client/model';

/**
 * Confirms the receipts of 1 to 100 payloads in one request. Afterwards the payload lists, and
 * each confirmed payload and its audit, are fetched again: the rows show their receipt.
 */
export function useBulkReceipts() {
  const queryClient = useQueryClient();
  const onSuccess = (result: PayloadStatusBatch) => {
    const confirmed = result.data.filter((item) => item.status === 'Ok').map((item) => item.payload_reference);
    const keys = [getListPayloadsQueryKey(), ...confirmed.flatMap((reference) => [getGetPayloadQueryKey(reference), getGetPayloadAuditQueryKey(reference)])];
    return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  return useConfirmReceipts({ mutation: { onSuccess } });
}
