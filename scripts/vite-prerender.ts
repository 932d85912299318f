import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type HtmlTagDescriptor, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { LOCALES, type Locale } from '../src/i18n/locales.ts';
import { APP_PRELOADS_ID } from '../src/prerender/app-preloads.ts';
import { SIGNED_IN_AREAS, type SignedInArea } from '../src/lib/signed-in-areas.ts';
import { loadingFrameFile, screenFrameFile } from '../src/prerender/loading-frames.ts';
import { PUBLIC_PAGES, prerenderedFile } from '../src/prerender/public-pages.ts';
import { CSP_NONCE_PLACEHOLDER } from './nginx/headers.ts';
import { largestFirst } from './vite-preload-order.ts';
import { hoistEmotionStyles } from './vite-prerender-styles.ts';
import { withImports } from './vite-shared-chunks.ts';
import { lazyChakraGlobalCss, withGlobalCss } from './vite-static-global-css.ts';

const ENTRY = 'src/prerender-entry.tsx';
/** src/main.tsx imports it after the first frame; index.html fetches it (and what it imports) from the start. */
const APP_START = 'src/app/start-app.tsx';
const SHELL_ROOT = '<div id="root"></div>';
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

type OutputChunk = Rolldown.OutputChunk;
const chunksOf = (bundle: Rolldown.OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');

/** `starts` (files) and every chunk they import, largest first (scripts/vite-preload-order.ts), less the entry, which index.html loads itself. */
function preloadsOf(chunks: readonly OutputChunk[], starts: readonly string[]): string[] {
  const sizes = new Map(chunks.map((chunk) => [chunk.fileName, chunk.code.length]));
  const files = withImports(chunks, starts).filter((chunk) => !chunk.isEntry);
  return largestFirst(
    files.map((chunk) => chunk.fileName),
    (file) => sizes.get(file),
  );
}

/** What src/main.tsx imports on a signed-in page (the app's start, the session's first data), with every chunk those import. */
const signedInStartFiles = (chunks: readonly OutputChunk[]): string[] =>
  preloadsOf(chunks, chunks.find((chunk) => chunk.isEntry)?.dynamicImports ?? []);

/**
 * A loading frame asks for the app's code once it has painted (index.html's head script reads this
 * list then), as src/main.tsx does, but without waiting for the entry to arrive first: one round trip
 * fewer before a record, the largest content of its address, shows. src/main.tsx asks for the
 * session's chunks only once the app's start has run (so that they run in a task of their own): every
 * frame, a screen's frame too, has them on their way by then. A data block, not a script, so the
 * Content-Security-Policy has nothing to allow for it.
 */
const preloadAfterFirstPaint = (files: readonly string[]): string =>
  `<script type="application/json" id="${APP_PRELOADS_ID}">${JSON.stringify(files.map((file) => `/${file}`))}</script>`;

/** Every style element of a page carries the nonce placeholder, which the web server replaces in each answer (scripts/nginx/headers.ts). */
const withStyleNonces = (html: string): string => html.replace(/<style(?![^>]*\snonce=)/g, `<style nonce="${CSP_NONCE_PLACEHOLDER}"`);

interface PrerenderModule {
  renderPage(path: string, locale: Locale): Promise<string>;
  renderLoadingFrame(area: SignedInArea, locale: Locale, path?: string): Promise<{ html: string; title: string }>;
  FRAMED_SCREENS: readonly { path: string; area: SignedInArea }[];
  globalCss(): string;
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function writePage(file: string, html: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

/**
 * After the client build: builds src/prerender-entry.tsx for Node, puts the global CSS
 * into the built index.html, renders every public page in every locale into it and writes
 * dist/prerendered/{locale}/{page}.html, and each signed-in area's loading frame beside the empty
 * root into dist/prerendered/{locale}/frame-{area}.html, and with its heading for each screen of
 * `screenHeadings` into dist/prerendered/{locale}/frames/{path}.html. index.html itself stays the empty shell
 * every other route starts from.
 */
function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  let framePreloads = '';
  return {
    name: 'portal-prerender',
    apply: (config, env) => env.command === 'build' && !env.isSsrBuild && config.build?.write !== false,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      framePreloads = preloadAfterFirstPaint(signedInStartFiles(chunksOf(bundle)));
    },
    async closeBundle() {
      // Not after a failed build: it wrote no index.html, and its own error is the one to read.
      if (!existsSync(resolve(config.root, config.build.outDir, 'index.html'))) return;
      // Only the portal's own build; a page built elsewhere with this config (the budget's hello page) has its own root.
      if (!config.configFile || dirname(config.configFile) !== config.root) return;
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the project, so Node finds the dependencies the server build leaves external.
      const serverDir = resolve(config.root, `node_modules/.cache/prerender-${process.pid}`);
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, sourcemap: false, manifest: false, copyPublicDir: false },
        });
        const { renderPage, renderLoadingFrame, FRAMED_SCREENS, globalCss } = (await import(
          pathToFileURL(`${serverDir}/prerender-entry.js`).href
        )) as PrerenderModule;
        const shell = withStyleNonces(withGlobalCss(readFileSync(`${outDir}/index.html`, 'utf8'), globalCss()));
        if (!shell.includes(SHELL_ROOT)) throw new Error(`pre-render: index.html has no ${SHELL_ROOT}`);
        writeFileSync(`${outDir}/index.html`, shell);
        for (const locale of LOCALES) {
          const page = (rendered: string, root: (markup: string) => string, title?: string) => {
            const { markup, styles } = hoistEmotionStyles(rendered);
            return withStyleNonces(
              shell
                .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
                .replace(/<title>[^<]*<\/title>/, (tag) => (title ? `<title>${escapeHtml(title)}</title>` : tag))
                .replace(SHELL_ROOT, () => root(markup))
                .replace('</head>', () => `${styles}</head>`)
                // A pre-rendered page paints without the app, which src/main.tsx asks for once the page has painted.
                .replace(MODULE_PRELOADS, ''),
            );
          };
          for (const { path } of PUBLIC_PAGES) {
            const body = await renderPage(path, locale);
            writePage(
              `${outDir}/${prerenderedFile(locale, path)}`,
              page(body, (markup) => `<div id="root" data-prerendered="${locale}">${markup}</div>`),
            );
          }
          const frame = async (file: string, area: SignedInArea, path?: string) => {
            const { html, title } = await renderLoadingFrame(area, locale, path);
            writePage(
              `${outDir}/${file}`,
              page(html, (markup) => `${markup}${SHELL_ROOT}`, title).replace('</head>', () => `${framePreloads}</head>`),
            );
          };
          for (const area of Object.keys(SIGNED_IN_AREAS) as SignedInArea[]) await frame(loadingFrameFile(locale, area), area);
          for (const { path, area } of FRAMED_SCREENS) await frame(screenFrameFile(locale, path), area, path);
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}

/** Preloads the app's start chunk and its static imports in index.html, for the pages that are not pre-rendered. */
function preloadAppStart(): Plugin {
  return {
    name: 'portal-preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = chunksOf(bundle ?? {});
        // A chunk group (scripts/vite-shared-chunks.ts), so no chunk has the module as its facade.
        const start = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(APP_START)));
        if (!start) return [];
        return preloadsOf(chunks, [start.fileName]).map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

/** `lazyGlobalCss`: Chakra builds its global CSS only when asked (a patch: docs/upgrading.md). */
export const prerender = ({ lazyGlobalCss = true } = {}): Plugin[] => [
  ...(lazyGlobalCss ? [lazyChakraGlobalCss()] : []),
  preloadAppStart(),
  prerenderPublicPages(),
];
