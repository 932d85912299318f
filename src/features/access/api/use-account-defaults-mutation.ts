import { useQueryClient } from '@tanstack/react-query';
import { getGetAccountDefaultsQueryKey, usePutAccountDefaults } from '@generated/admin/hooks/account/account';
import { useSession } from '@/auth/use-session';

/** Save the account defaults; they are fetched again afterwards. */
export function useAccountDefaultsMutation() {
  const { client } = useSession();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: getGetAccountDefaultsQueryKey(client) });
  return { client, save: usePutAccountDefaults({ mutation: { onSuccess } }) };
}
