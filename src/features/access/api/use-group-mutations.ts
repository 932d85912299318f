import { useDeleteGroup, usePutGroup } from '@generated/admin/hooks/access/access';
import { shownInline } from '@/api/error-notice';
import { useSession } from '@/auth/use-session';

/** Save (from the group form, which shows a refusal itself) and delete groups; what they refresh: src/api/cache-policy.ts. */
export function useGroupMutations() {
  const { client } = useSession();
  return { client, save: usePutGroup({ mutation: { meta: shownInline } }), remove: useDeleteGroup() };
}
