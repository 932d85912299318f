import { matchRoutes, type RouteObject } from 'react-router';
import { paths } from '@/lib/paths';

const preloaded = new Set<string>();

/**
 * Loads the chunks of the screen at `path` ahead of a likely visit (a pointer over its link, focus,
 * an idle moment), so following the link waits only for its data. The area's route table is read
 * from the same module the router patches in; calling a route's `lazy` only imports its modules.
 */
export async function preloadScreen(path: string): Promise<void> {
  if (preloaded.has(path) || !navigator.onLine) return;
  preloaded.add(path);
  try {
    const { areaRoutes } = await import('./area-routes');
    const areas: RouteObject[] = [
      { path: paths.dashboard, children: areaRoutes.dashboard },
      { path: paths.internal.clients, children: areaRoutes.internal },
    ];
    const loads = (matchRoutes(areas, path) ?? []).map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined));
    await Promise.all(loads);
  } catch {
    // Offline or a new build: nothing is lost, the screen loads (and reports) when it is opened.
    preloaded.delete(path);
  }
}

/** How long after a layout's first render the idle preload may start: the page's own chunks and data go first. */
const SETTLE_MS = 3_000;

/** Preloads the screens at `targets` once the current page has settled and the browser is idle. */
export function preloadWhenIdle(targets: readonly string[]): () => void {
  let idleHandle: number | undefined;
  const timer = window.setTimeout(() => {
    const run = () => targets.forEach((path) => void preloadScreen(path));
    idleHandle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run) : window.setTimeout(run, 0);
  }, SETTLE_MS);
  return () => {
    window.clearTimeout(timer);
    if (idleHandle !== undefined && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
  };
}
