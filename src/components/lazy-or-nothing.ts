import { lazy, type ComponentType } from 'react';

/**
 * A component whose chunk loads on its first render. Without the chunk (the connection lost) it
 * renders nothing rather than fail the page: for parts the page can do without. A load that
 * settles with no component counts as failed too: when src/app/build-update.ts takes a failed chunk
 * for a newer build, Vite's loader settles the import with nothing while the page reloads.
 */
export function lazyOrNothing<P extends object>(load: () => Promise<ComponentType<P> | undefined>) {
  const nothing = (() => null) as ComponentType<P>;
  return lazy(() =>
    load().then(
      (component) => ({ default: component ?? nothing }),
      () => ({ default: nothing }),
    ),
  );
}
