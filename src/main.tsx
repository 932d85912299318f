import { paths } from '@/lib/paths';

// A pre-rendered page asks for the app once its first paint is on screen, so it paints before any of
// the app's JavaScript loads or runs (scripts/vite-prerender.ts leaves out the preloads the empty
// shell has). A hidden tab, or a page with nothing to paint yet, starts at once.
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

/**
 * Calls `then` once the page's first contentful paint is on screen (the paint timing entry comes
 * after the frame is presented; a frame scheduled with requestAnimationFrame may still be waiting
 * for the compositor), or after the next frame where the browser has no paint timing.
 */
function afterFirstContentfulPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  const painted = (entries: PerformanceEntryList) => entries.some((entry) => entry.name === 'first-contentful-paint');
  const observer = PerformanceObserver.supportedEntryTypes.includes('paint')
    ? new PerformanceObserver((list) => {
        if (painted(list.getEntries())) once();
      })
    : undefined;
  if (!observer) requestAnimationFrame(() => setTimeout(once));
  else {
    observer.observe({ type: 'paint', buffered: true });
    // A paint that never comes (nothing contentful) must not keep the page inert.
    setTimeout(once, 3000);
  }
}

prefetchSignedInSession();
if (document.visibilityState === 'hidden' || !document.getElementById('root')?.dataset.prerendered) start();
else afterFirstContentfulPaint(start);
