import { useListGroups, useListRoles } from '@generated/admin/hooks/access/access';
import { useMemo } from 'react';
import { useSession } from '@/auth/use-session';
import type { Option } from '@/components/form/choice-fields';

const ALL = { limit: 1000 } as const;

const withCurrent = (names: string[], current: readonly string[]): Option[] =>
  [...new Set([...names, ...current.filter(Boolean)])].sort((a, b) => a.localeCompare(b)).map((name) => ({ value: name, label: name }));

/** The account's groups and roles as form choices; values already on the app stay choosable even if the list lacks them. */
export function useAccessChoices(currentGroup: string, currentRoles: readonly string[]) {
  const { client } = useSession();
  const groups = useListGroups(client, ALL);
  const roles = useListRoles(client, ALL);
  const groupOptions = useMemo(
    () =>
      withCurrent(
        (groups.data?.data ?? []).map((group) => group.group_reference),
        [currentGroup],
      ),
    [groups.data, currentGroup],
  );
  const roleOptions = useMemo(
    () =>
      withCurrent(
        (roles.data?.data ?? []).map((role) => role.role_reference),
        currentRoles,
      ),
    [roles.data, currentRoles],
  );
  return {
    groupOptions,
    roleOptions,
    isLoading: groups.isPending || roles.isPending,
    error: groups.error ?? roles.error,
    refetch: () => {
      if (groups.isError) void groups.refetch();
      if (roles.isError) void roles.refetch();
    },
  };
}
