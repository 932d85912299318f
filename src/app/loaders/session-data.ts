import type { SignedInArea } from '@/lib/signed-in-areas';

/**
 * The session's first data (profile, terms) of a signed-in area, from the prefetch's own chunk:
 * asks for it, or joins the requests on their way. Settles once it has arrived or failed, and
 * also when the chunk cannot be loaded (offline, a new build): the guards then show what failed,
 * and nothing waiting on it is held.
 */
export function sessionData(area: SignedInArea): Promise<void> {
  return import('./session-prefetch').then(
    ({ prefetchSession }) => prefetchSession(undefined, area),
    () => undefined,
  );
}
