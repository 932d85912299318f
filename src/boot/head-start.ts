// index.html's head script: the build compiles it and writes it inline into every page's head
// (scripts/vite-head-script.ts), and the Content-Security-Policy allows it by its hash. It runs
// before the first paint, so it stays small and imports only constants.
import { APP_PRELOADS_ID } from '@/prerender/app-preloads';

/** The saved colour mode, else the system's, before a pre-rendered page paints (as src/lib/color-mode.ts decides it). */
function applyColorMode(): void {
  const saved = /(?:^|; )color_mode=(light|dark)(?:;|$)/.exec(document.cookie)?.[1];
  const mode = saved ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  document.documentElement.classList.add(mode);
  document.documentElement.style.colorScheme = mode;
}

/**
 * The tab's session storage is loaded from the browser on its first read, a blocking call the
 * router would make as it starts, after the first paint: read here, before it. Storage the browser
 * refuses throws.
 */
function loadSessionStorage(): void {
  try {
    void sessionStorage.length;
  } catch {
    // The app works without it.
  }
}

/** A loading frame's chunks (its #app-preloads data block), asked for once the frame has painted. */
function preloadListedModules(): void {
  const listed = document.getElementById(APP_PRELOADS_ID)?.textContent;
  const hrefs: unknown = listed ? JSON.parse(listed) : [];
  for (const href of Array.isArray(hrefs) ? hrefs : []) {
    if (typeof href !== 'string' || !href.startsWith('/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Settles once the page's first contentful paint is on screen (the paint timing entry comes after
 * the frame is presented), after the next frame where the browser has no paint timing, or after 3 s
 * where nothing contentful paints. The frame's chunks are asked for then, without waiting for the
 * entry; the app starts a task later.
 */
function firstPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const painted = () => {
      if (done) return;
      done = true;
      preloadListedModules();
      setTimeout(resolve);
    };
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(painted));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(painted, 3000);
  });
}

/**
 * Until the app has taken over a pre-rendered page, its forms do not submit natively (they submit
 * by script), and the buttons clicked and the choices changed (the language) are kept:
 * src/app/start-app.tsx acts on them once the app listens.
 */
function keepEarlyInput(): void {
  window.earlyClicks = [];
  window.earlyChanges = [];
  const closest = (event: Event, selector: string) => (event.target instanceof Element ? event.target.closest(selector) : null);
  document.addEventListener(
    'change',
    (event) => {
      const select = closest(event, '#root select');
      if (select instanceof HTMLSelectElement && window.earlyChanges && !window.earlyChanges.includes(select))
        window.earlyChanges.push(select);
    },
    true,
  );
  document.addEventListener('submit', (event) => closest(event, '[data-prerendered]') && event.preventDefault(), true);
  document.addEventListener(
    'click',
    (event) => {
      const button = closest(event, '[data-prerendered] button');
      if (button instanceof HTMLElement) window.earlyClicks.push(button);
    },
    true,
  );
}

applyColorMode();
loadSessionStorage();
window.firstPaint = firstPaint();
keepEarlyInput();
