import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';

type Module<P> = Promise<{ default: ComponentType<P> }>;

/** A lazily loaded route module (one chunk per screen). */
export const page = (load: () => Module<object>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

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

type Prefetch<A extends unknown[]> = (args: LoaderFunctionArgs, ...rest: A) => void;
type Loader = { loader: (args: LoaderFunctionArgs) => null | Promise<null> };

/**
 * A route loader that starts the screen's requests while its chunk loads, without holding the
 * navigation: `prefetch` puts the data in the query cache, where the screen's own query finds it.
 */
export function prefetching<A extends unknown[]>(prefetch: Prefetch<A>, ...rest: A): Loader {
  return {
    loader: (args) => {
      prefetch(args, ...rest);
      return null;
    },
  };
}

/** `prefetching` with the prefetch in a chunk of its own, for routes of the first JavaScript (the landing page needs none of it). */
export function lazyPrefetching<A extends unknown[]>(load: () => Promise<{ prefetch: Prefetch<A> }>, ...rest: A): Loader {
  return prefetching(
    (args, ...more: A) =>
      void load().then(
        ({ prefetch }) => prefetch(args, ...more),
        () => undefined,
      ),
    ...rest,
  );
}

/** Runs `check` (which may throw a 404, at once or once its rules have loaded) before the loader: no request for a malformed parameter. */
export function checked(check: (args: LoaderFunctionArgs) => unknown, { loader }: Loader): Loader {
  return {
    loader: async (args) => {
      await check(args);
      return loader(args);
    },
  };
}
