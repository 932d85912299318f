import { useClosePayloadComment, useCreatePayloadComment, useUpdatePayloadComment } from '@generated/client/hooks/comments/comments';
import { shownInline } from '@/api/error-notice';

/**
 * Raise, edit and close comments (what they refresh: src/api/cache-policy.ts). Raising and
 * editing are saved by the comment form, which shows a refusal beside its fields.
 */
export function useCommentMutations() {
  return {
    create: useCreatePayloadComment({ mutation: { meta: shownInline } }),
    update: useUpdatePayloadComment({ mutation: { meta: shownInline } }),
    close: useClosePayloadComment(),
  };
}
