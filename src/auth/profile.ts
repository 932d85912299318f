import { getGetProfileQueryKey, getProfile } from '@generated/admin/hooks/auth/auth';
import type { Profile } from '@generated/admin/model';
import { queryClient } from '@/api/query-client';
import { dedupeFor } from '@/lib/dedupe';
import { subscribeSession } from './session-store';
import { freshness } from '@/api/freshness';

/** Spec section 9: profile calls are de-duplicated for 1000 ms. */
const PROFILE_DEDUPE_MS = 1_000;
const loaders = new Map<string, () => Promise<Profile>>();
// A profile loaded for one session (a user, a token, support mode) is not handed to the next one.
subscribeSession(() => loaders.clear());

/** The profile as the portal uses it: 'AR' is not a payload type and is removed (spec section 6). */
export function withoutAr(profile: Profile): Profile {
  return { ...profile, payload_types: profile.payload_types.filter((type) => type !== 'AR') };
}

/** GET profile for `client`, shared by every caller within 1000 ms. */
export function loadProfile(client: string): Promise<Profile> {
  let loader = loaders.get(client);
  if (!loader) {
    loader = dedupeFor(PROFILE_DEDUPE_MS, () => getProfile(client).then(withoutAr));
    loaders.set(client, loader);
  }
  return loader();
}

export const profileQueryOptions = (client: string) => ({
  queryKey: getGetProfileQueryKey(client),
  queryFn: () => loadProfile(client),
  staleTime: freshness.settled,
});

/** Fetches the profile again and puts it in the cache. */
export function reloadProfile(client: string): Promise<Profile> {
  return queryClient.fetchQuery({ ...profileQueryOptions(client), staleTime: freshness.now });
}
