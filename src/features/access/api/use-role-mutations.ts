import { useDeleteRole, usePutRole } from '@generated/admin/hooks/access/access';
import { shownInline } from '@/api/error-notice';
import { useSession } from '@/auth/use-session';

/** Save (from the role form, which shows a refusal itself) and delete roles; what they refresh: src/api/cache-policy.ts. */
export function useRoleMutations() {
  const { client } = useSession();
  return { client, save: usePutRole({ mutation: { meta: shownInline } }), remove: useDeleteRole() };
}
