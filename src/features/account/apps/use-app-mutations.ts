import { useQueryClient } from '@tanstack/react-query';
import {
  getGetClientAppQueryKey,
  getListClientAppsQueryKey,
  useCreateClientApp,
  useDeleteClientApp,
  useUpdateClientApp,
} from '@generated/admin/hooks/account/account';
import { useSession } from '@/auth/use-session';

/** Create, replace and delete client apps; after each, the app list and the app itself are fetched again. */
export function useAppMutations() {
  const queryClient = useQueryClient();
  const { client } = useSession();
  const onSuccess = (_data: unknown, variables: { appReference: string }) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListClientAppsQueryKey(client) }),
      queryClient.invalidateQueries({ queryKey: getGetClientAppQueryKey(client, variables.appReference) }),
    ]);
  return {
    client,
    create: useCreateClientApp({ mutation: { onSuccess } }),
    update: useUpdateClientApp({ mutation: { onSuccess } }),
    remove: useDeleteClientApp({ mutation: { onSuccess } }),
  };
}
