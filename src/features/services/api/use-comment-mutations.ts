import { useQueryClient } from '@tanstack/react-query';
import {
  getListCommentsQueryKey,
  getListPayloadCommentsQueryKey,
  useClosePayloadComment,
  useCreatePayloadComment,
  useUpdatePayloadComment,
} from '@generated/client/hooks/comments/comments';
import { getGetPayloadAuditQueryKey } from '@generated/client/hooks/payloads/payloads';

/**
 * Raise, edit and close comments on one payload. After each change the payload's comments, the
 * all-comments list and the payload's audit are fetched again.
 */
export function useCommentMutations(payloadReference: string) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all(
      [getListPayloadCommentsQueryKey(payloadReference), getListCommentsQueryKey(), getGetPayloadAuditQueryKey(payloadReference)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey: [queryKey[0]] }),
      ),
    );
  return {
    create: useCreatePayloadComment({ mutation: { onSuccess } }),
    update: useUpdatePayloadComment({ mutation: { onSuccess } }),
    close: useClosePayloadComment({ mutation: { onSuccess } }),
  };
}
