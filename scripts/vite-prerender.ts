import type { IncomingMessage } from 'node:http';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type HtmlTagDescriptor, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { LOCALES, type Locale } from '../src/i18n/locales.ts';
import {
  loadingFrameFile,
  mayNameScreenFrame,
  SIGNED_IN_AREAS,
  screenFrameFile,
  signedInArea,
  type SignedInArea,
} from '../src/prerender/loading-frames.ts';
import { cookieValue, PUBLIC_PAGES, prerenderedFile, requestLocale } from '../src/prerender/public-pages.ts';
import { largestFirst } from './vite-preload-order.ts';
import { hoistEmotionStyles } from './vite-prerender-styles.ts';
import { withImports } from './vite-shared-chunks.ts';
import { lazyChakraGlobalCss, withGlobalCss } from './vite-static-global-css.ts';

const ENTRY = 'src/prerender/prerender-entry.tsx';
/** src/main.tsx imports it after the first frame; index.html fetches it (and what it imports) from the start. */
const APP_START = 'src/app/start-app.tsx';
const SESSION_COOKIE = 'portal_session';
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
 * A loading frame asks for the app's code once it has painted (index.html's `preloadAfterFirstPaint`),
 * as src/main.tsx does, but without waiting for the entry to arrive first: one round trip fewer before
 * a record, the largest content of its address, shows. src/main.tsx asks for the session's chunks only
 * once the app's start has run (so that they run in a task of their own): every frame, a screen's
 * frame too, has them on their way by then.
 */
const preloadAfterFirstPaint = (files: readonly string[]): string =>
  `<script>preloadAfterFirstPaint(${JSON.stringify(files.map((file) => `/${file}`))});</script>`;

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
 * After the client build: builds src/prerender/prerender-entry.tsx for Node, puts the global CSS
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
        const shell = withGlobalCss(readFileSync(`${outDir}/index.html`, 'utf8'), globalCss());
        if (!shell.includes(SHELL_ROOT)) throw new Error(`pre-render: index.html has no ${SHELL_ROOT}`);
        writeFileSync(`${outDir}/index.html`, shell);
        for (const locale of LOCALES) {
          const page = (rendered: string, root: (markup: string) => string, title?: string) => {
            const { markup, styles } = hoistEmotionStyles(rendered);
            return (
              shell
                .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
                .replace(/<title>[^<]*<\/title>/, (tag) => (title ? `<title>${escapeHtml(title)}</title>` : tag))
                .replace(SHELL_ROOT, () => root(markup))
                .replace('</head>', () => `${styles}</head>`)
                // A pre-rendered page paints without the app, which src/main.tsx asks for once the page has painted.
                .replace(MODULE_PRELOADS, '')
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

/**
 * The pre-rendered file a page request is answered with, in the visitor's locale, if any. A
 * signed-in visitor to a screen with its own heading gets that screen's frame; a signed-out one,
 * who is on the way to the sign-in page, only the area's.
 */
function prerenderedAnswer(request: IncomingMessage, outDir: string): string | undefined {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const locale = requestLocale(request.headers.cookie, request.headers['accept-language']);
  const signedIn = cookieValue(request.headers.cookie, SESSION_COOKIE) !== undefined;
  const area = signedInArea(url.pathname);
  if (area) {
    if (!String(request.headers.accept).includes('text/html')) return undefined;
    const screen = screenFrameFile(locale, url.pathname);
    return signedIn && mayNameScreenFrame(url.pathname) && existsSync(`${outDir}/${screen}`) ? screen : loadingFrameFile(locale, area);
  }
  const page = PUBLIC_PAGES.find(({ path }) => path === url.pathname);
  if (!page || url.search || (page.signedOutOnly && signedIn)) return undefined;
  return prerenderedFile(locale, page.path);
}

/**
 * `vite preview`: a public page without a query string is answered with its pre-rendered HTML in
 * the visitor's locale, a page of a signed-in area with the area's loading frame; every other
 * address falls through to Vite (assets, the SPA shell).
 */
function servePrerenderedPages(): Plugin {
  let outDir = '';
  return {
    name: 'portal-serve-prerendered',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const answer = prerenderedAnswer(request, outDir);
        const file = `${outDir}/${answer}`;
        if (!answer || !existsSync(file)) return next();
        // Compressed like every other answer of the preview server (and of a CDN in front of the portal).
        const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.setHeader('Vary', 'Cookie, Accept-Language, Accept-Encoding');
        if (gzip) response.setHeader('Content-Encoding', 'gzip');
        const html = readFileSync(file);
        response.end(request.method === 'HEAD' ? undefined : gzip ? gzipSync(html) : html);
      });
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

export const prerender = (): Plugin[] => [lazyChakraGlobalCss(), preloadAppStart(), prerenderPublicPages(), servePrerenderedPages()];
