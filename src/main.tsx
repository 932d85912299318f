import { sessionData } from '@/app/loaders/session-data';
import { LOADING_FRAME_ID, signedInArea } from '@/lib/signed-in-areas';

function start(): void {
  // React is a third of the app's start, in a chunk of its own (scripts/vite-shared-chunks.ts): asked for
  // on its own too, it runs in a task of its own as it arrives, not in one long task with the rest. If it
  // cannot load, the start cannot either and says so.
  import('react-dom/client').catch(() => undefined);
  const app = import('@/app/start-app');
  // A signed-in area asks for the session's first data (profile, terms) as the app starts, not after the
  // first render. Its chunks need the app's start: asked for once that has run, they run in a task of their
  // own, not all in one long task with it. Their loading frame has them on their way already
  // (scripts/vite-prerender.ts), and their requests left only after that long task before.
  const area = signedInArea(window.location.pathname);
  if (area)
    void app.then(
      () => sessionData(area),
      () => undefined,
    );
  app.then(({ startApp }) => startApp()).catch((error: unknown) => console.error('Error while mounting app:', error));
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
