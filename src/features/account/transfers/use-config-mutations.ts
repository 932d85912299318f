import {
  useCreateTransferConfig,
  useDeleteTransferConfig,
  useRunTransferConfig,
  useUpdateTransferConfig,
} from '@generated/client/hooks/transfer-configs/transfer-configs';
import { shownInline } from '@/api/error-notice';

/** Create and replace (from the config form, which shows a refusal itself), delete and run transfer configurations. */
export function useConfigMutations() {
  return {
    create: useCreateTransferConfig({ mutation: { meta: shownInline } }),
    update: useUpdateTransferConfig({ mutation: { meta: shownInline } }),
    remove: useDeleteTransferConfig(),
    run: useRunTransferConfig(),
  };
}
