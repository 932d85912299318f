import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { lazyChakraGlobalCss, withGlobalCss } from '../../scripts/vite-static-global-css';
import { transformedCode } from './support/plugin-transform';

const require = createRequire(import.meta.url);
const systemFile = require.resolve('@chakra-ui/react').replace(/dist\/cjs\/index\.cjs$/, 'dist/esm/styled-system/system.js');

const transform = (code: string, id: string) => transformedCode(lazyChakraGlobalCss(), code, id);

describe('the global CSS made at build time', () => {
  it('makes the installed Chakra build its global CSS only when asked', () => {
    const code = transform(readFileSync(systemFile, 'utf8'), systemFile);
    expect(code).toContain('get _global() {');
    expect(code).not.toMatch(/const _global = \[/);
  });

  it('fails the build when Chakra no longer has the code it relies on', () => {
    expect(() => transform('function createSystem() { return { _global: [] }; }', systemFile)).toThrow(
      /createSystem no longer builds _global/,
    );
  });

  it('leaves every other module alone', () => {
    expect(transform('const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', '/src/theme/system.ts')).toBeUndefined();
  });

  it('puts the CSS at the end of the head of index.html', () => {
    expect(withGlobalCss('<html><head><title>x</title></head><body></body></html>', ':root{--a:1}')).toBe(
      '<html><head><title>x</title><style id="chakra-global">:root{--a:1}</style>\n</head><body></body></html>',
    );
    expect(() => withGlobalCss('<div></div>', '')).toThrow(/no <\/head>/);
  });
});
