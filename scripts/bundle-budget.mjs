// `npm run budget`: gzip size of the JS the first route (`/`) needs and of the whole build, from
// Vite's manifest, and the first route beside a hello page with the same providers (Chakra with
// the app's theme, a React Router data router, Lingui) built in this run with the same Vite config.
// Exits 1 over budget. Run after `vite build`.
// The first route's budget is on what it carries beyond the hello page (the portal's own code and
// the parts of its libraries the hello page does not use): a dependency's new release grows both
// pages alike and passes, a few kB more of the portal's own fails. An absolute ceiling with room for
// the libraries to grow catches a large growth of theirs.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { build } from 'vite';
import { FIRST_ROUTE_MODULES } from './lib/route-modules.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = `${resolve(root, process.env.DIST_DIR ?? 'dist')}/`;
/** What the build keeps out of dist/ (scripts/vite-deployable-output.ts): Vite's manifest and the source maps. */
const meta = `${resolve(root, process.env.DIST_DIR ?? 'dist')}-meta/`;
// The measured figures and their history: docs/performance.md.
const BUDGET_KB = { beyondHello: 18, firstRoute: 180, total: 2500 };
/** Issue 14's goal, printed beside the ratio: the first route's JS at most this many times the hello page's. */
const RATIO_GOAL = 1.1;

const HELLO_HTML =
  '<!doctype html><html lang="en-GB"><body><div id="root"></div><script type="module" src="./hello.tsx"></script></body></html>';
const HELLO_ENTRY = `import { ChakraProvider, Heading } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { portalSystem } from '@/theme/system';

i18n.load('en-GB', {});
i18n.activate('en-GB');
const router = createBrowserRouter([{ path: '/', element: <Heading>Hello</Heading> }]);
createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={portalSystem()}><I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider></ChakraProvider>,
);
`;

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** The JS files `keys` load up front (static imports), from a build's manifest. */
function closure(manifest, keys, into = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) continue;
    into.add(chunk.file);
    closure(manifest, chunk.imports ?? [], into);
  }
  return into;
}
const jsFiles = (files) => [...files].filter((file) => file.endsWith('.js'));

/** Builds the hello page into a temporary folder (inside the project, so its imports resolve) and measures its JS. */
async function helloPageKb() {
  const folder = `${root}node_modules/.cache/hello-page-${process.pid}/`;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  writeFileSync(`${folder}index.html`, HELLO_HTML);
  writeFileSync(`${folder}hello.tsx`, HELLO_ENTRY);
  try {
    await build({
      configFile: `${root}vite.config.ts`,
      root: folder,
      logLevel: 'warn',
      build: { outDir: `${folder}dist`, sourcemap: false, copyPublicDir: false },
    });
    const manifest = JSON.parse(readFileSync(`${folder}dist/.vite/manifest.json`, 'utf8'));
    return jsFiles(closure(manifest, ['index.html'])).reduce((sum, file) => sum + gzipKb(`${folder}dist/${file}`), 0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const manifest = JSON.parse(readFileSync(`${meta}manifest.json`, 'utf8'));
/**
 * The manifest key of the chunk that holds `module`: its own key when it is a chunk's facade, else
 * (a module a chunk group took in, such as the app's start) the chunk whose source map lists it.
 */
function chunkKeyOf(module) {
  if (manifest[module]) return module;
  return Object.keys(manifest).find((key) => sourcesOf(key).has(resolve(root, module)));
}

const sources = new Map();
/** The source files (absolute paths) of a manifest chunk's JS, from its source map; each map is read once. */
function sourcesOf(key) {
  if (!sources.has(key)) {
    const { file } = manifest[key];
    const map = `${meta}sourcemaps/${file}.map`;
    const listed = file.endsWith('.js') && existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
    sources.set(key, new Set(listed.map((source) => resolve(dist, 'assets', source))));
  }
  return sources.get(key);
}
const firstRouteKeys = FIRST_ROUTE_MODULES.map(chunkKeyOf);
const missing = FIRST_ROUTE_MODULES.filter((_module, index) => !firstRouteKeys[index]);
const firstRouteFiles = jsFiles(closure(manifest, ['index.html', ...firstRouteKeys.filter(Boolean)]));
const firstRoute = firstRouteFiles.reduce((sum, file) => sum + gzipKb(`${dist}${file}`), 0);
const allJs = readdirSync(`${dist}assets`).filter((file) => file.endsWith('.js'));
const total = allJs.reduce((sum, file) => sum + gzipKb(`${dist}assets/${file}`), 0);
const hello = await helloPageKb();
const beyondHello = firstRoute - hello;
const ratio = firstRoute / hello;

const line = (label, value, budget) =>
  `${label}: ${value.toFixed(1)} kB gzip (budget ${budget} kB)${value > budget ? '  OVER BUDGET' : ''}`;
console.log(line('first route JS', firstRoute, BUDGET_KB.firstRoute));
console.log(`  ${firstRouteFiles.map((file) => `${file} ${gzipKb(`${dist}${file}`).toFixed(1)} kB`).join('\n  ')}`);
console.log(`hello page with the same providers and config: ${hello.toFixed(1)} kB gzip`);
console.log(line('first route beyond the hello page', beyondHello, BUDGET_KB.beyondHello));
console.log(`first route / hello page: ${ratio.toFixed(3)}× (goal ${RATIO_GOAL.toFixed(2)}×${ratio > RATIO_GOAL ? ', missed' : ', met'})`);
console.log(line(`whole build JS (${allJs.length} files)`, total, BUDGET_KB.total));
if (missing.length) console.log(`first-route modules in no chunk of the build: ${missing.join(', ')}`);
process.exit(beyondHello > BUDGET_KB.beyondHello || firstRoute > BUDGET_KB.firstRoute || total > BUDGET_KB.total ? 1 : 0);
