import type { Plugin } from 'vite';

/** `files` with the largest first; files of equal or unknown size keep their order. */
export function largestFirst(files: readonly string[], sizeOf: (file: string) => number | undefined): string[] {
  return files
    .map((file, index) => ({ file, index, size: sizeOf(file) ?? 0 }))
    .sort((a, b) => b.size - a.size || a.index - b.index)
    .map(({ file }) => file);
}

/**
 * A dynamic import asks for its chunks in the order of its preload list, and over HTTP/1.1 only
 * six at a time: with the app's largest chunk tenth, it waited for small ones to free a connection
 * and then downloaded alone. Largest first, the big downloads share the line from the start and
 * the small ones fill in beside them.
 */
export function preloadLargestFirst(): Plugin {
  const sizes = new Map<string, number>();
  return {
    name: 'portal-preload-largest-first',
    apply: 'build',
    config: () => ({ build: { modulePreload: { resolveDependencies: (_file, deps) => largestFirst(deps, (file) => sizes.get(file)) } } }),
    // Runs before Vite's own generateBundle writes the preload lists (user plugins come before its post plugins).
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) if (file.type === 'chunk') sizes.set(file.fileName, file.code.length);
    },
  };
}
