/** Spec section 9: look for a newer build every hour. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
/** Spec section 9: at most one reload per path within 10 s. */
export const RELOAD_GUARD_MS = 10_000;
const GUARD_KEY = 'portal.reloads';

let updateAvailable = false;

/** Asks builds/latest.json for the current build; a different id (whose meta exists) means an update. */
export async function checkForUpdate(currentId: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const latest = await fetcher(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!latest.ok) return false;
    const { id } = (await latest.json()) as { id?: string };
    if (!id || id === currentId) return false;
    const meta = await fetcher(`/builds/meta/${encodeURIComponent(id)}.json`, { cache: 'no-store' });
    updateAvailable = meta.ok;
  } catch {
    // Offline or between deployments: ask again at the next interval.
  }
  return updateAvailable;
}

function readGuard(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(GUARD_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Full reload of `path` unless this path was reloaded less than 10 s ago. Returns whether it reloads. */
export function reloadOnce(
  path: string,
  now = Date.now(),
  reload: (path: string) => void = (target) => window.location.assign(target),
): boolean {
  const guard = readGuard();
  const last = guard[path];
  if (last !== undefined && now - last < RELOAD_GUARD_MS) return false;
  guard[path] = now;
  sessionStorage.setItem(GUARD_KEY, JSON.stringify(guard));
  reload(path);
  return true;
}

/** Polls for new builds; production builds only (the dev server's id is 'dev'). */
export function startBuildChecks(currentId: string): () => void {
  if (currentId === 'dev') return () => undefined;
  const timer = window.setInterval(() => void checkForUpdate(currentId), BUILD_CHECK_INTERVAL_MS);
  const onChunkError = (event: Event) => {
    // Offline, a chunk that fails is the lost connection, not a newer build: a reload would lose the page.
    if (!navigator.onLine) return;
    event.preventDefault();
    reloadOnce(window.location.pathname + window.location.search);
  };
  window.addEventListener('vite:preloadError', onChunkError);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('vite:preloadError', onChunkError);
  };
}

/** Called on every navigation: after a newer build was found, the next navigation reloads fully. */
export function reloadIfUpdated(path: string): boolean {
  return updateAvailable && reloadOnce(path);
}

/** A lazy route module that failed to load is an old chunk after a deployment. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}
