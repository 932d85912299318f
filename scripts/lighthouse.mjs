// `npm run lighthouse`: Lighthouse 12.8.2 (performance only) on the production build served on the
// mock by nginx, as a deployment serves it (scripts/lib/nginx.mjs): builds, serves it, signs in
// through the UI in the same Chromium, then runs the
// mobile and desktop presets on each page and prints the medians. Exits 1 below the targets
// (issue 14). A benchmark, not part of `npm test`: scores move with the machine's load.
//   --runs N          runs per page and preset (default 3; the table shows medians)
//   --pages /,/sign-in  only these pages ("detail" is the first call's detail page)
//   --presets mobile  only these presets (mobile, desktop)
//   --no-build        serve the build already in DIST_DIR (default dist)
//   --save DIR        also write every run's Lighthouse report (JSON) into DIR
// It also prints the host's benchmarkIndex, each page's main-thread work by category, the boot-up
// time by script, the long tasks and the JavaScript transferred, and keeps every figure in
// DIR/summary.json (.cache/lighthouse-summary.json without --save).
//   --http1           measure the plain HTTP/1.1 server instead of HTTPS with HTTP/2
// By default the pages are measured over HTTPS with HTTP/2, as a deployment serves them: over plain
// HTTP/1.1, Lighthouse's simulation gives each of the browser's six connections per origin its own
// handshake and slow start, which a visitor of a deployment does not pay.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { availableParallelism } from 'node:os';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ports } from '../mocks/ports.mjs';
import { medianFigures, printWork, runFigures } from './lib/lighthouse-figures.mjs';
import { CHROMIUM, root } from './lib/setup.mjs';

const TARGETS = { mobile: { '/': 95, '/sign-in': 95, other: 90 }, desktop: { other: 98 }, cls: 0.05 };
const PRESETS = { mobile: undefined, desktop: desktopConfig };
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  // The local server's certificate is self-signed (scripts/lib/localhost-tls.mjs).
  '--ignore-certificate-errors',
];

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}
const runs = Number(option('runs', '3'));
const onlyPages = option('pages', '/,/sign-in,/dashboard,/dashboard/services/calls,detail').split(',');
const presets = option('presets', 'mobile,desktop')
  .split(',')
  .filter((preset) => preset in PRESETS);
const saveTo = option('save', undefined);
const http2 = !process.argv.includes('--http1');
const origin = http2 ? `https://localhost:${ports.previewHttps}` : `http://localhost:${ports.preview}`;
const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };

if (!process.argv.includes('--no-build')) {
  const built = spawnSync(process.execPath, [`${root}node_modules/vite/bin/vite.js`, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (built.status !== 0) process.exit(1);
}

// nginx and the mock answer the page's requests while Chromium runs it: on their own core,
// their work does not lengthen the page's tasks in the trace Lighthouse simulates from.
const lastCore = availableParallelism() - 1;
const pinned = lastCore > 0 && existsSync('/usr/bin/taskset') ? ['/usr/bin/taskset', '-c', String(lastCore)] : [];
const serve = [...pinned, process.execPath, `${root}scripts/serve.mjs`, 'preview'];
const server = spawn(serve[0], serve.slice(1), {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, SERVE_QUIET: '1' },
});
let chrome;
async function stop(code) {
  await chrome?.kill();
  server.kill('SIGTERM');
  process.exit(code);
}

/** Whether the server answers `/`, trusting its self-signed certificate. */
const answers = () =>
  new Promise((resolve) =>
    (http2 ? httpsGet : httpGet)(`${origin}/`, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    }).on('error', () => resolve(false)),
  );

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode !== null) throw new Error('the local server stopped');
    const ready = await answers();
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no server on ${origin}`);
}

/** Signs in to acme through the sign-in form (accepting the terms if asked) and returns the first call's detail path. */
async function signInThroughTheUi(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel('Organisation').fill('acme');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const accept = page.getByRole('button', { name: 'Accept' });
  const dashboard = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  await accept.or(dashboard).first().waitFor();
  if (await accept.isVisible()) await accept.click();
  await dashboard.waitFor();
  await page.goto(`${origin}/dashboard/services/calls`);
  const firstCall = page.locator('main a[href^="/dashboard/services/calls/"]').first();
  await firstCall.waitFor();
  const detail = await firstCall.getAttribute('href');
  await page.close();
  await browser.close();
  return detail;
}

const target = (preset, path) => TARGETS[preset][path] ?? TARGETS[preset].other;

async function measure(port, path, preset) {
  const runFiguresList = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(
      `${origin}${path}`,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      PRESETS[preset],
    );
    if (saveTo) {
      mkdirSync(saveTo, { recursive: true });
      writeFileSync(`${saveTo}/${preset}${path.replaceAll('/', '_')}-${run + 1}.json`, result.report);
    }
    // A lost session would measure the sign-in page instead.
    const { finalDisplayedUrl } = result.lhr;
    if (new URL(finalDisplayedUrl).pathname !== path) throw new Error(`${path} ended on ${finalDisplayedUrl}`);
    runFiguresList.push(runFigures(result.lhr));
  }
  const row = medianFigures(runFiguresList);
  return { ...row, pass: row.score >= target(preset, path) && row.cls < TARGETS.cls };
}

try {
  await waitForServer();
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const rows = [];
  const measurePages = async (pages) => {
    for (const path of pages) {
      for (const preset of presets) {
        const row = { page: path, preset, ...(await measure(chrome.port, path, preset)) };
        rows.push(row);
        console.log(`measured ${path} (${preset}): ${row.score}`);
      }
    }
  };
  // Public pages as their visitors see them, before signing in: a session cookie would skip the pre-rendered page.
  const needsSession = (page) => page === 'detail' || /^\/(dashboard|internal)(\/|$)/.test(page);
  await measurePages(onlyPages.filter((page) => !needsSession(page)));
  const signedIn = onlyPages.filter(needsSession);
  if (signedIn.length) {
    const detail = await signInThroughTheUi(chrome.port);
    await measurePages(signedIn.map((page) => (page === 'detail' ? detail : page)));
  }
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `\nLighthouse 12.8.2, performance, ${http2 ? 'HTTPS with HTTP/2' : 'plain HTTP/1.1'}, median of ${runs} run${runs === 1 ? '' : 's'}; targets: mobile ≥ 95 on / and /sign-in, ≥ 90 elsewhere; desktop ≥ 98; CLS < ${TARGETS.cls}`,
  );
  console.table(
    rows.map((row) => ({
      page: row.page,
      preset: row.preset,
      score: row.score,
      FCP: seconds(row.fcp),
      LCP: seconds(row.lcp),
      TBT: `${Math.round(row.tbt)} ms`,
      CLS: row.cls.toFixed(3),
      target: target(row.preset, row.page),
      result: row.pass ? 'PASS' : 'FAIL',
    })),
  );
  printWork(rows);
  const summary = saveTo ? `${saveTo}/summary.json` : `${root}.cache/lighthouse-summary.json`;
  mkdirSync(dirname(summary), { recursive: true });
  writeFileSync(summary, `${JSON.stringify({ measuredAt: new Date().toISOString(), origin, runs, rows }, null, 2)}\n`);
  console.log(`\nEvery figure above, per page and preset: ${summary}`);
  await stop(rows.every((row) => row.pass) ? 0 : 1);
} catch (error) {
  console.error(error);
  await stop(1);
}
