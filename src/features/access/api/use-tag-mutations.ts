import { useDeleteTag, usePutTag } from '@generated/admin/hooks/access/access';
import { shownInline } from '@/api/error-notice';
import { useSession } from '@/auth/use-session';

/** Save (from the tag form, which shows a refusal itself) and delete tag definitions; what they refresh: src/api/cache-policy.ts. */
export function useTagMutations() {
  const { client } = useSession();
  return { client, save: usePutTag({ mutation: { meta: shownInline } }), remove: useDeleteTag() };
}
