import { useQueryClient } from '@tanstack/react-query';
import { useConfirmReceipts } from '@generated/client/hooks/receipts/receipts';
import { getGetPayloadAuditQueryKey, getGetPayloadQueryKey, getListPayloadsQueryKey, useRestorePayload } from '@generated/client/hooks/payloads/payloads';
import { getGetSmsThreadQueryKey } from '@generated/client/hooks/sms/sms';

/**
 * Confirm receipt of and restore one payload. Afterwards the payload, its audit, the payload
 * lists and its message thread are fetched again (state, receipt and updated_at change).
 */
export function usePayloadMutations(payloadReference: string, threadId?: string | null) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all(
      [getGetPayloadQueryKey(payloadReference), getGetPayloadAuditQueryKey(payloadReference), getListPayloadsQueryKey(), ...(threadId ? [getGetSmsThreadQueryKey(threadId)] : [])].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey: [queryKey[0]] }),
      ),
    );
  return {
    confirmReceipt: useConfirmReceipts({ mutation: { onSuccess } }),
    restore: useRestorePayload({ mutation: { onSuccess } }),
  };
}
