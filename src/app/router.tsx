import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths, SERVICE_KINDS, type ServiceKind } from '@/lib/paths';
import { ErrorPage } from './errors/error-page';
import { dashboardPlaceholders, internalPlaceholders } from './placeholders';
import { validateParams } from './route-params';

type Module<P> = Promise<{ default: ComponentType<P> }>;

/** A lazily loaded route module (one chunk per screen). */
const page = (load: () => Module<object>): Pick<RouteObject, 'lazy'> => ({ lazy: async () => ({ Component: (await load()).default }) });

/** A lazily loaded screen rendered with fixed props. */
function pageWith<P extends object>(load: () => Module<P>, props: P): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: Screen } = await load();
      return { Component: () => <Screen {...props} /> };
    },
  };
}

const placeholder = ([path, title]: [string, MessageDescriptor]): RouteObject => ({
  ...(path ? { path } : { index: true }),
  ...(path.includes(':') ? { loader: validateParams(...(path.match(/:(\w+)/g) ?? []).map((name) => name.slice(1))) } : {}),
  ...pageWith(() => import('./placeholder-page'), { title }),
});

const notFound: RouteObject = { path: '*', ...page(() => import('./errors/not-found-page')) };

const serviceRoutes: RouteObject[] = [
  { path: 'services', ...pageWith(() => import('@/features/services/payload-list-page'), { kind: 'all' as const }) },
  { path: 'services/comments', ...page(() => import('@/features/services/comments-page')) },
  { path: 'services/diagnostics', ...page(() => import('@/features/services/diagnostics-page')) },
  ...SERVICE_KINDS.flatMap((kind: ServiceKind): RouteObject[] => [
    { path: `services/${kind}`, ...pageWith(() => import('@/features/services/payload-list-page'), { kind }) },
    {
      path: `services/${kind}/:payloadReference`,
      loader: validateParams('payloadReference'),
      ...pageWith(() => import('@/features/services/payload-detail-page'), { kind }),
    },
  ]),
];

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
                    ...page(() => import('./layouts/internal-layout')),
                    children: [
                      { path: 'support', ...page(() => import('@/features/internal/support-page')) },
                      ...internalPlaceholders.map(placeholder),
                      notFound,
                    ],
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
                    ...page(() => import('./layouts/default-layout')),
                    children: [
                      { index: true, ...page(() => import('@/features/dashboard/dashboard-page')) },
                      ...serviceRoutes,
                      ...dashboardPlaceholders.map(placeholder),
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

export const router = createBrowserRouter(routes);
