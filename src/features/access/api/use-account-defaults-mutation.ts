import { usePutAccountDefaults } from '@generated/admin/hooks/account/account';
import { shownInline } from '@/api/error-notice';
import { useSession } from '@/auth/use-session';

/** Save the account defaults from their form, which shows a refusal itself. */
export function useAccountDefaultsMutation() {
  const { client } = useSession();
  return { client, save: usePutAccountDefaults({ mutation: { meta: shownInline } }) };
}
