import { useListGroups } from '@generated/admin/hooks/access/access';
import { useMemo } from 'react';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import { freshness } from '@/api/freshness';

/** The account's group references (GET groups), empty when the profile may not list them. */
export function useGroupNames(): { names: string[]; allowed: boolean; loading: boolean } {
  const { client } = useSession();
  const allowed = usePermission('listGroups').allowed;
  const groups = useListGroups(client, { limit: 1000 }, { query: { enabled: allowed, staleTime: freshness.minute } });
  const names = useMemo(() => (groups.data?.data ?? []).map((group) => group.group_reference), [groups.data]);
  return { names, allowed, loading: allowed && groups.isPending };
}
