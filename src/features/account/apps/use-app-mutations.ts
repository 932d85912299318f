import { useCreateClientApp, useDeleteClientApp, useUpdateClientApp } from '@generated/admin/hooks/account/account';
import { shownInline } from '@/api/error-notice';
import { useSession } from '@/auth/use-session';

/** Create, replace (both from the app form, which shows a refusal itself) and delete client apps. */
export function useAppMutations() {
  const { client } = useSession();
  return {
    client,
    create: useCreateClientApp({ mutation: { meta: shownInline } }),
    update: useUpdateClientApp({ mutation: { meta: shownInline } }),
    remove: useDeleteClientApp(),
  };
}
