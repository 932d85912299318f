// The app starts after the first frame, so a pre-rendered page paints before any of its JavaScript
// runs (its chunk is already loading: scripts/vite-prerender.ts preloads it). A hidden tab starts at once.
function start(): void {
  import('@/app/start-app').then(({ startApp }) => startApp()).catch((error: unknown) => console.error('Error while mounting app:', error));
}

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
