import { useQueryClient } from '@tanstack/react-query';
import { getGetTagQueryKey, getListGroupsQueryKey, getListTagsQueryKey, useDeleteTag, usePutTag } from '@generated/admin/hooks/access/access';
import { useSession } from '@/auth/use-session';

/**
 * Save and delete tag definitions. Both can change groups (a forced update fills or replaces
 * values, a delete removes the tag from every group), so the groups are fetched again too. A
 * deleted definition is dropped from the cache rather than fetched (it is gone).
 */
export function useTagMutations() {
  const { client } = useSession();
  const queryClient = useQueryClient();
  const lists = () => Promise.all([getListTagsQueryKey(client), getListGroupsQueryKey(client)].map((queryKey) => queryClient.invalidateQueries({ queryKey: [queryKey[0]] })));
  return {
    client,
    save: usePutTag({
      mutation: { onSuccess: (_data, { tagKey }) => Promise.all([lists(), queryClient.invalidateQueries({ queryKey: getGetTagQueryKey(client, tagKey) })]) },
    }),
    remove: useDeleteTag({
      mutation: {
        onSuccess: (_data, { tagKey }) => {
          queryClient.removeQueries({ queryKey: getGetTagQueryKey(client, tagKey) });
          return lists();
        },
      },
    }),
  };
}
