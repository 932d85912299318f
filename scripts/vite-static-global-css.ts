import type { Plugin } from 'vite';
import { editExactly } from './lib/exact-edits.ts';

const CHAKRA_SYSTEM = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const EXPORTED = '\n    _global,\n';

/**
 * Chakra's createSystem builds the global CSS (reset, base styles and every token's variable) when
 * the module loads, a long task before anything can hydrate (docs/performance.md); ChakraProvider then serialises and inserts it on the first render. A production build
 * ships that CSS in index.html instead (made at build time by the pre-render, `globalCss` in
 * src/prerender-entry.tsx), so in the browser it is made only if something asks for it.
 * The build fails if a Chakra upgrade changes the code this relies on.
 */
export function lazyChakraGlobalCss(): Plugin {
  return {
    name: 'portal-lazy-chakra-global-css',
    apply: 'build',
    transform(code, id) {
      if (!CHAKRA_SYSTEM.test(id)) return null;
      return editExactly(
        code,
        [
          [EAGER, 'let _globalCss;'],
          [EXPORTED, '\n    get _global() {\n      return (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n'],
        ],
        `${id}: createSystem no longer builds _global as this plugin expects; update scripts/vite-static-global-css.ts`,
      );
    },
  };
}

/** The id of the `<style>` in index.html that holds the global CSS. */
const GLOBAL_CSS_ID = 'chakra-global';

/** index.html with the global CSS in its head. */
export function withGlobalCss(html: string, css: string): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', () => `<style id="${GLOBAL_CSS_ID}">${css}</style>\n</head>`);
}
