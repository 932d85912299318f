import { useQueryClient } from '@tanstack/react-query';
import { getListLegalHoldsQueryKey, usePutLegalHold, useReleaseLegalHold } from '@generated/client/hooks/legal-holds/legal-holds';
import { invalidatePaths } from './use-device-mutations';

/** Place and release legal holds; the legal hold lists are fetched again afterwards. */
export function useLegalHoldMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidatePaths(queryClient, [getListLegalHoldsQueryKey()]);
  return {
    place: usePutLegalHold({ mutation: { onSuccess } }),
    release: useReleaseLegalHold({ mutation: { onSuccess } }),
  };
}
