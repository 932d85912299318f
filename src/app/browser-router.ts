import { createBrowserRouter } from 'react-router';
import { setNavigator } from '@/lib/navigation';
import { createAreaPatcher } from './area-patcher';
import { routes } from './router';

/** The portal's router in the browser; the pre-render (src/prerender) renders the same `routes` without it. */
export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: createAreaPatcher() });

// Code outside React (the mutator, the session) moves through the router from the start: a session
// that ends while the first page loads (its profile is asked for at once) must not reload the page.
setNavigator((to, options) => void router.navigate(to, options));

/** Resolves once the first location's lazy routes are loaded, so a hydrated page renders what was pre-rendered. */
export function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
