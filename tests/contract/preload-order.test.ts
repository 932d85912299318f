import { describe, expect, it } from 'vitest';
import type { Plugin, UserConfig } from 'vite';
import { largestFirst, preloadLargestFirst } from '../../scripts/vite-preload-order';

describe('largest chunks first in a preload list', () => {
  const sizes: Record<string, number> = { 'app.js': 480, 'shell.js': 200, 'icon.js': 2, 'link.js': 2 };

  it('puts the largest files first and keeps the order of equal or unknown sizes', () => {
    expect(largestFirst(['icon.js', 'shell.js', 'link.js', 'new.js', 'app.js'], (file) => sizes[file])).toEqual([
      'app.js',
      'shell.js',
      'icon.js',
      'link.js',
      'new.js',
    ]);
  });

  it('orders each dynamic import’s list by the sizes of the chunks just bundled', () => {
    const plugin = preloadLargestFirst();
    const config = (plugin.config as () => UserConfig)();
    const preload = config.build?.modulePreload;
    const resolveDependencies = preload && typeof preload === 'object' ? preload.resolveDependencies : undefined;
    const bundle = Object.fromEntries(
      Object.entries(sizes).map(([fileName, size]) => [fileName, { type: 'chunk', fileName, code: 'x'.repeat(size) }]),
    );
    (plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void).call({}, {}, bundle);
    expect(resolveDependencies?.('page.js', ['link.js', 'shell.js', 'app.js'], { hostId: 'index.js', hostType: 'js' })).toEqual([
      'app.js',
      'shell.js',
      'link.js',
    ]);
  });

  it('is a build-only plugin', () => {
    expect((preloadLargestFirst() as Plugin).apply).toBe('build');
  });
});
