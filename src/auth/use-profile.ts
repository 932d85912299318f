import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@generated/admin/model';
import { queryClient } from '@/api/query-client';
import { profileQueryOptions } from './profile';
import { isSignedIn } from './session';
import { getSession } from './session-store';
import { useSession } from './use-session';

/** The signed-in user's profile (actions, roles, groups, payload types without 'AR'). */
export function useProfile() {
  const { client } = useSession();
  return useQuery({ ...profileQueryOptions(client), enabled: Boolean(client) });
}

/** Whether the profile allows an API action (operation id); '*' allows everything. */
export const profileAllows = (profile: Profile | undefined, action: string): boolean =>
  Boolean(profile && (profile.actions.includes('*') || profile.actions.includes(action)));

/** A signed-in user's client and profile. */
export interface SignedIn {
  client: string;
  profile: Profile;
}

/**
 * The signed-in user's client and profile outside React (route loaders start it before the
 * screen renders; the screen's useProfile finds it in the cache); undefined when signed out or failed.
 */
export async function loadSignedInProfile(): Promise<SignedIn | undefined> {
  const session = getSession();
  if (!isSignedIn(session)) return undefined;
  const profile = await queryClient.ensureQueryData(profileQueryOptions(session.client)).catch(() => undefined);
  return profile && { client: session.client, profile };
}
