import { useSyncExternalStore } from 'react';

/** Chakra's `lg` breakpoint: from this width the navigation is a column beside the page. */
const WIDE = '(min-width: 1024px)';

const media = (): MediaQueryList | undefined => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : undefined);

function subscribe(onChange: () => void): () => void {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is wide enough for the navigation column, following resizes. Where the
 * browser cannot say (a test's DOM) it is; the pre-render draws no navigation either way.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? true,
    () => false,
  );
}
