import { lazy, type ComponentType } from 'react';

/**
 * A component whose chunk loads on its first render. Without the chunk (the connection lost) it
 * renders nothing rather than fail the page: for parts the page can do without.
 */
export function lazyOrNothing<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: (() => null) as ComponentType<P> }),
    ),
  );
}
