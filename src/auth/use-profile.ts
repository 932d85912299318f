import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from './profile';
import { useSession } from './use-session';

/** The signed-in user's profile (actions, roles, groups, payload types without 'AR'). */
export function useProfile() {
  const { client } = useSession();
  return useQuery({ ...profileQueryOptions(client), enabled: Boolean(client) });
}

/** Whether the profile allows an API action (operation id); '*' allows everything. */
export function useCan(action: string): boolean {
  const { data } = useProfile();
  return Boolean(data && (data.actions.includes('*') || data.actions.includes(action)));
}
