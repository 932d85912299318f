import { useQueryClient } from '@tanstack/react-query';
import { getGetRoleQueryKey, getListRolesQueryKey, useDeleteRole, usePutRole } from '@generated/admin/hooks/access/access';
import { useSession } from '@/auth/use-session';

/**
 * Save and delete roles. After a save the list and the role are fetched again; after a delete
 * the list is, and the deleted role is dropped from the cache rather than fetched (it is gone).
 */
export function useRoleMutations() {
  const { client } = useSession();
  const queryClient = useQueryClient();
  const list = () => queryClient.invalidateQueries({ queryKey: [getListRolesQueryKey(client)[0]] });
  return {
    client,
    save: usePutRole({
      mutation: { onSuccess: (_data, { roleReference }) => Promise.all([list(), queryClient.invalidateQueries({ queryKey: getGetRoleQueryKey(client, roleReference) })]) },
    }),
    remove: useDeleteRole({
      mutation: {
        onSuccess: (_data, { roleReference }) => {
          queryClient.removeQueries({ queryKey: getGetRoleQueryKey(client, roleReference) });
          return list();
        },
      },
    }),
  };
}
