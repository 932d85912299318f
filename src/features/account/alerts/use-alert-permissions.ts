import { getListRolesQueryKey, listRoles } from '@generated/admin/hooks/access/access';
import { useGetAlertSummary } from '@generated/admin/hooks/alerts/alerts';
import type { AlertScope } from '@generated/admin/model';
import { useQuery } from '@tanstack/react-query';
import { usePermission } from '@/auth/use-permission';
import { useProfile } from '@/auth/use-profile';
import { useSession } from '@/auth/use-session';
import { fetchAllPages } from '@/components/data-table/fetch-all';
import { readableScopes, writableScopes } from './alert-permissions';
import { freshness } from '@/api/freshness';

export interface AlertPermissions {
  /** Scopes the user may read (undefined while unknown). */
  readable: AlertScope[] | undefined;
  /** Scopes the user may clear (undefined when the roles cannot be read: the server decides). */
  writable: AlertScope[] | undefined;
  canClear: boolean;
  canDismiss: boolean;
}

/** What the profile allows on alerts: the actions, and the ops/sec scopes from the roles' alert permissions. */
export function useAlertPermissions(): AlertPermissions {
  const { client } = useSession();
  const profile = useProfile();
  const canListRoles = usePermission('listRoles').allowed;
  const summary = useGetAlertSummary(client, undefined, {
    query: { enabled: usePermission('getAlertSummary').allowed, staleTime: freshness.minute },
  });
  const roles = useQuery({
    queryKey: [...getListRolesQueryKey(client), 'all'],
    queryFn: ({ signal }) => fetchAllPages((params, pageSignal) => listRoles(client, params, pageSignal), {}, { signal }),
    enabled: canListRoles && Boolean(client),
    staleTime: freshness.settled,
  });
  return {
    readable: readableScopes(summary.data),
    writable: writableScopes(roles.data, profile.data?.roles),
    canClear: usePermission('clearAlerts').allowed,
    canDismiss: usePermission('dismissAlerts').allowed,
  };
}
