import { startTransition, StrictMode, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { portalRouter, routerReady } from './browser-router';
import { sessionData } from './loaders/session-data';
import { activateLocale, i18n, initialLocale, switchLocale } from '@/i18n/i18n';
import { isLocale, type Locale } from '@/i18n/locales';
import { warmFormatters } from '@/i18n/warm-formatters';
import { applyColorMode, watchSystemColorMode } from '@/lib/color-mode';
import { nextTask, runInTasks } from '@/lib/next-task';
import { LOADING_FRAME_ID, signedInArea } from '@/lib/signed-in-areas';
import { startMonitoringAfterFirstPaint } from '@/monitoring/start-monitoring';
import { buildPortalSystem } from '@/theme/system';

/** A language chosen on the pre-rendered page before the app listened (the head script keeps the select until `stop`). */
function earlyLocaleChoice({ stop = false } = {}): Locale | undefined {
  const chosen = (window.earlyChanges ?? [])
    .splice(0)
    .map((select) => select.value)
    .findLast(isLocale);
  if (stop) window.earlyChanges = undefined;
  return chosen;
}

/**
 * Takes the pre-rendered loading frame away. A keyboard user may already be in it (its skip link,
 * or its main after following that link): focus moves to the same place in the app, not to nothing.
 */
function removeLoadingFrame(): void {
  const frame = document.getElementById(LOADING_FRAME_ID);
  const focused = document.activeElement;
  const carried = focused instanceof HTMLElement && frame?.contains(focused) ? focused : undefined;
  frame?.remove();
  if (!carried) return;
  const href = carried.getAttribute('href');
  const twin = carried.id ? document.getElementById(carried.id) : href && document.querySelector(`a[href="${CSS.escape(href)}"]`);
  if (twin instanceof HTMLElement) twin.focus();
}

/**
 * Calls `onHydrated` once the app's first render has committed, and takes the pre-rendered loading
 * frame away in that commit, before it paints; renders no element of its own.
 */
function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useLayoutEffect(removeLoadingFrame, []);
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** A language picked while the page hydrated, which React did not see: applied now. */
function applyLateLocaleChoice(): void {
  const late = earlyLocaleChoice({ stop: true });
  if (late && late !== i18n.locale) void switchLocale(late);
}

/** Buttons clicked on the pre-rendered page before the app listened (the head script keeps them): a click on the hydrating root is handled. */
function replayEarlyClicks(): void {
  for (const button of (window.earlyClicks ?? []).splice(0)) button.click();
}

/** The session's first data of a signed-in address (asked for by src/main.tsx already), once it has arrived or failed. */
function sessionDataSettled(): Promise<void> {
  const area = signedInArea(window.location.pathname);
  return area ? sessionData(area) : Promise.resolve();
}

/** Starts the app: hydrates a pre-rendered page, renders any other. */
export async function startApp(): Promise<void> {
  applyColorMode();
  watchSystemColorMode();
  // The page then renders afresh in the chosen language instead of hydrating the other one.
  const chosen = earlyLocaleChoice();
  const locale = chosen ?? initialLocale();
  await (chosen ? switchLocale(chosen) : activateLocale(locale));
  // The two long pieces of work of the start, in tasks of their own rather than one with the
  // modules' evaluation: a phone keeps answering between them. The router first: its first
  // navigation asks for the page's chunks. Then the Chakra system, in steps of a few milliseconds.
  await nextTask();
  portalRouter();
  await nextTask();
  await runInTasks(buildPortalSystem());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <Hydrated onHydrated={applyLateLocaleChoice}>
        <App />
      </Hydrated>
    </StrictMode>
  );
  // A public page arrives pre-rendered in the visitor's locale (scripts/vite-prerender.ts): it is
  // hydrated once its route modules are loaded, so the first render matches the HTML. Hydrating
  // is a transition: React works in slices and the page keeps answering input meanwhile.
  if (container.dataset.prerendered === locale) {
    await routerReady();
    startTransition(() => void hydrateRoot(container, app));
    delete container.dataset.prerendered;
    replayEarlyClicks();
  } else {
    // A loading frame stays on screen until the page's routes and the session's first data (the
    // profile, the terms) are loaded: the first render is the page, not the guards' bare spinner.
    if (document.getElementById(LOADING_FRAME_ID)) {
      await nextTask();
      warmFormatters(locale);
      await Promise.all([routerReady(), sessionDataSettled()]);
    }
    container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
  startMonitoringAfterFirstPaint();
}
