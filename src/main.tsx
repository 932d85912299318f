import { paths } from '@/lib/paths';

// A pre-rendered page starts the app after the first frame, so it paints before any of its JavaScript
// runs (its chunk is already loading: scripts/vite-prerender.ts preloads it). A hidden tab, or a page
// with nothing to paint yet, starts at once.
function start(): void {
  import('@/app/start-app').then(({ startApp }) => startApp()).catch((error: unknown) => console.error('Error while mounting app:', error));
}

/** A signed-in area asks for the session's first data (profile, terms) while the app's code loads and runs, not after. */
function prefetchSignedInSession(): void {
  const { pathname } = window.location;
  const area = pathname.startsWith(paths.internal.clients) ? 'internal' : pathname.startsWith(paths.dashboard) ? 'dashboard' : undefined;
  if (area)
    void import('@/app/loaders/session-prefetch').then(
      ({ prefetchSession }) => prefetchSession(undefined, area),
      () => undefined,
    );
}

prefetchSignedInSession();
if (document.visibilityState === 'hidden' || !document.getElementById('root')?.dataset.prerendered) start();
else requestAnimationFrame(() => setTimeout(start));
