import { useQueryClient } from '@tanstack/react-query';
import { getListLegalHoldsQueryKey, usePutLegalHold, useReleaseLegalHold } from '@generated/client/hooks/legal-holds/legal-holds';

/** Place and release legal holds; the hold list is fetched again after each. */
export function useLegalHoldMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: getListLegalHoldsQueryKey() });
  return {
    place: usePutLegalHold({ mutation: { onSuccess } }),
    release: useReleaseLegalHold({ mutation: { onSuccess } }),
  };
}
