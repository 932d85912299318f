import { useConfirmReceipts } from '@generated/client/hooks/receipts/receipts';
import { useRestorePayload } from '@generated/client/hooks/payloads/payloads';

/** Confirm receipt of and restore one payload (what they refresh: src/api/cache-policy.ts). */
export function usePayloadMutations() {
  return {
    confirmReceipt: useConfirmReceipts(),
    restore: useRestorePayload(),
  };
}
