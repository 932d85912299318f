import '@/lib/zod-jitless';
import { sessionData } from '@/app/loaders/session-data';
import { LOADING_FRAME_ID, signedInArea } from '@/prerender/loading-frames';

/**
 * The router reads sessionStorage when it starts. The first read loads the tab's storage from the
 * browser, a blocking call (1-8 ms measured here, 12 ms in a trace of the router's task): made in a
 * task of its own while the app's code downloads, it is no longer part of the router's. Storage the
 * browser refuses (blocked site data) throws; the router copes without it.
 */
function loadSessionStorage(): void {
  try {
    void sessionStorage.length;
  } catch {
    // Nothing to load.
  }
}

function start(): void {
  // A signed-in area asks for the session's first data (profile, terms) while the app's code loads and runs, not after.
  const area = signedInArea(window.location.pathname);
  if (area) void sessionData(area);
  setTimeout(loadSessionStorage);
  import('@/app/start-app').then(({ startApp }) => startApp()).catch((error: unknown) => console.error('Error while mounting app:', error));
}

declare global {
  interface Window {
    /** Settles once the page's first contentful paint is on screen (index.html). */
    firstPaint: Promise<void>;
  }
}

// A pre-rendered page (a public page, or a signed-in address's loading frame) asks for the app once
// its first paint is on screen, so it paints before any of the app's JavaScript runs or downloads
// (neither carries the shell's preloads). A hidden tab, or a page with nothing to paint yet, starts at once.
if (
  document.visibilityState === 'hidden' ||
  !(document.getElementById('root')?.dataset.prerendered ?? document.getElementById(LOADING_FRAME_ID))
)
  start();
else void window.firstPaint.then(start);
