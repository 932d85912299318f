import type { RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { ErrorPage } from './errors/error-page';
import { lazyPrefetching, notFound, page } from './lazy-page';

/** The session's first requests, in a chunk of their own: the public pages need none of the API code. */
const sessionPrefetch = () => import('./loaders/session-prefetch').then(({ prefetchSession }) => ({ prefetch: prefetchSession }));

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
            ...lazyPrefetching(sessionPrefetch, 'internal'),
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
            ...lazyPrefetching(sessionPrefetch, 'dashboard'),
            children: [
              {
                ...page(() => import('./guards/require-terms')),
                children: [
                  {
                    id: 'dashboard',
                    ...page(() => import('./layouts/default-layout')),
                    children: [
                      {
                        index: true,
                        ...page(() => import('@/features/dashboard/dashboard-page')),
                        ...lazyPrefetching(() => import('@/features/dashboard/dashboard-loader')),
                      },
                      notFound,
                    ],
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
