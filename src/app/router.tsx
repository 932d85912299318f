import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { ErrorPage } from './errors/error-page';
import { notFound, page } from './lazy-page';

export const routes: RouteObject[] = [
  {
    ...page(() => import('./root')),
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <div aria-busy="true" />,
    children: [
      {
        ...page(() => import('./layouts/landing-layout')),
        children: [
          { path: paths.landing, ...page(() => import('@/features/landing/landing-page')) },
          { path: paths.cookies, ...page(() => import('@/features/landing/cookies-page')) },
          { path: paths.privacy, ...page(() => import('@/features/landing/privacy-page')) },
          notFound,
        ],
      },
      {
        ...page(() => import('./query-shell')),
        children: [
          { path: paths.terms, ...page(() => import('@/features/landing/terms-page')) },
          {
            ...page(() => import('./layouts/empty-layout')),
            children: [{ path: paths.signIn, ...page(() => import('@/features/auth/sign-in-page')) }],
          },
          {
            path: paths.internal.clients,
            ...page(() => import('./guards/require-auth')),
            children: [
              {
                ...page(() => import('./guards/require-staff')),
                children: [
                  {
                    id: 'internal',
                    ...page(() => import('./layouts/internal-layout')),
                    children: [{ index: true, ...page(() => import('@/features/internal/clients-page')) }, notFound],
                  },
                ],
              },
            ],
          },
          {
            path: paths.dashboard,
            ...page(() => import('./guards/require-auth')),
            children: [
              {
                ...page(() => import('./guards/require-terms')),
                children: [
                  {
                    id: 'dashboard',
                    ...page(() => import('./layouts/default-layout')),
                    children: [{ index: true, ...page(() => import('@/features/dashboard/dashboard-page')) }, notFound],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

const patchedAreas = new Set<string>();

/**
 * The screens of the dashboard and internal areas are added on the first navigation into them
 * (React Router's patchRoutesOnNavigation): their route table, with the chunk preload lists of
 * every screen, then stays out of the first route's JavaScript. Until then each area has only
 * its home and its catch-all route, which makes React Router ask for the rest.
 */
async function patchRoutesOnNavigation({ path, patch }: { path: string; patch: (routeId: string, children: RouteObject[]) => void }): Promise<void> {
  const area = path === paths.dashboard || path.startsWith(`${paths.dashboard}/`) ? 'dashboard' : path === paths.internal.clients || path.startsWith(`${paths.internal.clients}/`) ? 'internal' : null;
  if (!area || patchedAreas.has(area)) return;
  const { areaRoutes } = await import('./area-routes');
  patch(area, areaRoutes[area]);
  patchedAreas.add(area);
}

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
