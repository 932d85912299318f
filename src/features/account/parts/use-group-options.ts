import { useListGroups } from '@generated/admin/hooks/access/access';
import { useMemo } from 'react';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import type { FilterOption } from '@/components/filters/enum-filter';
import { freshness } from '@/api/freshness';

const ALL = { limit: 1000 } as const;

/** The account's group names as filter choices; undefined when the profile may not list groups or they did not load. */
export function useGroupOptions(): FilterOption<string>[] | undefined {
  const { client } = useSession();
  const allowed = usePermission('listGroups').allowed;
  const groups = useListGroups(client, ALL, { query: { staleTime: freshness.minute, enabled: allowed && Boolean(client) } });
  return useMemo(() => groups.data?.data.map((group) => ({ value: group.group_reference, label: group.group_reference })), [groups.data]);
}
