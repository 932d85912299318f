import { createBrowserRouter } from 'react-router';
import { setNavigator } from '@/lib/navigation';
import { createAreaPatcher } from './area-patcher';
import { routes } from './router';

type PortalRouter = ReturnType<typeof createBrowserRouter>;
let router: PortalRouter | undefined;

/**
 * The portal's router in the browser (the pre-render renders the same `routes` without it),
 * created on first use: creating it starts the first navigation (matching, the matched routes'
 * chunks), which src/app/start-app.tsx runs in a task of its own. From then on, code outside React
 * (the mutator, the session) moves through it: a session that ends while the first page loads
 * must not reload the page.
 */
export function portalRouter(): PortalRouter {
  if (router) return router;
  const created = createBrowserRouter(routes, { patchRoutesOnNavigation: createAreaPatcher() });
  setNavigator((to, options) => void created.navigate(to, options));
  router = created;
  return created;
}

/** Resolves once the first location's lazy routes are loaded, so a hydrated page renders what was pre-rendered. */
export function routerReady(): Promise<void> {
  const started = portalRouter();
  return new Promise((resolve) => {
    if (started.state.initialized) return resolve();
    const unsubscribe = started.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
