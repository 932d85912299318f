import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { routerReady } from './browser-router';
import { activateLocale, initialLocale, switchLocale } from '@/i18n/i18n';
import { isLocale, type Locale } from '@/i18n/locales';
import { applyColorMode, watchSystemColorMode } from '@/lib/color-mode';
import { startMonitoringAfterFirstPaint } from '@/monitoring/start-monitoring';

/** A language chosen on the pre-rendered page before the app listened (index.html keeps the select). */
function earlyLocaleChoice(): Locale | undefined {
  const { earlyChanges = [] } = window as Window & { earlyChanges?: HTMLSelectElement[] };
  return earlyChanges
    .splice(0)
    .map((select) => select.value)
    .findLast(isLocale);
}

/** Buttons clicked on the pre-rendered page before the app listened (index.html keeps them): a click on the hydrating root is handled. */
function replayEarlyClicks(): void {
  const { earlyClicks = [] } = window as Window & { earlyClicks?: HTMLElement[] };
  for (const button of earlyClicks.splice(0)) button.click();
}

/** Starts the app: hydrates a pre-rendered page, renders any other. */
export async function startApp(): Promise<void> {
  applyColorMode();
  watchSystemColorMode();
  // The page then renders afresh in the chosen language instead of hydrating the other one.
  const chosen = earlyLocaleChoice();
  const locale = chosen ?? initialLocale();
  await (chosen ? switchLocale(chosen) : activateLocale(locale));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <App />
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
    container.replaceChildren();
    createRoot(container).render(app);
  }
  startMonitoringAfterFirstPaint();
}
