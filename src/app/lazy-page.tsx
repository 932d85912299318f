import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type Module<P> = Promise<{ default: ComponentType<P> }>;

/** A lazily loaded route module (one chunk per screen). */
export const page = (load: () => Module<object>): Pick<RouteObject, 'lazy'> => ({ lazy: async () => ({ Component: (await load()).default }) });

/** A lazily loaded screen rendered with fixed props. */
export function pageWith<P extends object>(load: () => Module<P>, props: P): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: Screen } = await load();
      return { Component: () => <Screen {...props} /> };
    },
  };
}

export const notFound: RouteObject = { path: '*', ...page(() => import('./errors/not-found-page')) };
