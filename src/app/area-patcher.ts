import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { nextTask } from '@/lib/next-task';
import { signedInArea, type SignedInArea } from '@/lib/signed-in-areas';
import { sessionData } from './loaders/session-data';

/**
 * The screens of the dashboard and internal areas are added on the first navigation into them
 * (React Router's patchRoutesOnNavigation): their route table, with the chunk preload lists of
 * every screen, then stays out of the first route's JavaScript. Until then each area has only
 * its home and its catch-all route (routes with ids 'dashboard' and 'internal'), which makes
 * React Router ask for the rest.
 */
export function createAreaPatcher(): PatchRoutesOnNavigationFunction {
  const patched = new Set<SignedInArea>();
  return async ({ path, patch, signal }) => {
    const area = signedInArea(path);
    if (!area || patched.has(area)) return;
    // The area's guards wait for the profile: ask for it while the route table loads, not after.
    void sessionData(area);
    const { areaRoutes } = await import('./area-routes');
    // A navigation overtaken while the chunk loaded patches nothing; the next one into the area will.
    if (signal.aborted) return;
    patch(area, areaRoutes[area]);
    patched.add(area);
    // The router then matches the new routes and asks for the screen's chunks and data: in a task of
    // its own, not in the one that added some forty routes (together a task worth splitting on the calls list).
    await nextTask();
  };
}
