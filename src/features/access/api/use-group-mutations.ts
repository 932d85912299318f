import { useQueryClient } from '@tanstack/react-query';
import { getGetGroupQueryKey, getListGroupsQueryKey, useDeleteGroup, usePutGroup } from '@generated/admin/hooks/access/access';
import { useSession } from '@/auth/use-session';

/**
 * Save and delete groups. After a save the list and the group are fetched again; after a delete
 * the list is, and the deleted group is dropped from the cache rather than fetched (it is gone).
 */
export function useGroupMutations() {
  const { client } = useSession();
  const queryClient = useQueryClient();
  const list = () => queryClient.invalidateQueries({ queryKey: [getListGroupsQueryKey(client)[0]] });
  return {
    client,
    save: usePutGroup({
      mutation: { onSuccess: (_data, { groupReference }) => Promise.all([list(), queryClient.invalidateQueries({ queryKey: getGetGroupQueryKey(client, groupReference) })]) },
    }),
    remove: useDeleteGroup({
      mutation: {
        onSuccess: (_data, { groupReference }) => {
          queryClient.removeQueries({ queryKey: getGetGroupQueryKey(client, groupReference) });
          return list();
        },
      },
    }),
  };
}
