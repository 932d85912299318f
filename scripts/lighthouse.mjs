// `npm run lighthouse`: Lighthouse 12.8.2 (performance only) on the production build served on the
// mock by nginx, as a deployment serves it (scripts/lib/nginx.mjs): builds, serves it, signs in
// through the UI in the same Chromium, then runs the mobile and desktop presets on each page and
// prints the medians. Exits 1 below the targets (issue 14). A benchmark, not part of `npm test`:
// scores move with the machine's load.
//   --runs N          runs per page and preset (default 3; the table shows medians)
//   --pages /,/sign-in  only these pages ("detail" is the first call's detail page)
//   --presets mobile  only these presets (mobile, desktop)
//   --no-build        serve the build already in DIST_DIR (default dist)
//   --compare A,B     two builds made already (folders, e.g. dist-a,dist-b), each served by its own
//                     nginx and mocks; their runs alternate (A, B, B, A…), so both share the
//                     machine's noise, half of them with the two servers' places swapped, and the
//                     table gives each build's medians and the difference
//   --save DIR        also write every run's Lighthouse report (JSON) into DIR
//   --http1           measure the plain HTTP/1.1 server instead of HTTPS with HTTP/2
//   --as-host N       measure as on a host of benchmarkIndex N (the targets are set for slower hosts):
//                     each run slows the CPU by the preset's factor times this host's benchmarkIndex
//                     over N, this host's being the median of its runs so far (one run first, not
//                     counted, measures it); the tables and the summary say which slowdown ran.
//                     A linear approximation: benchmarkIndex times one JavaScript loop, and the
//                     slowdown stretches all main-thread work alike; it came out harsher than a real
//                     host of that index (docs/performance.md, 2026-11-29). For comparing builds
//                     on a host whose speed moves, not as a verdict on its own.
// It also prints the host's benchmarkIndex, each page's main-thread work by category, the boot-up
// time by script, the long tasks and the JavaScript transferred, and keeps every figure in
// DIR/summary.json (.cache/lighthouse-summary.json without --save).
// By default the pages are measured over HTTPS with HTTP/2, as a deployment serves them: over plain
// HTTP/1.1, Lighthouse's simulation gives each of the browser's six connections per origin its own
// handshake and slow start, which a visitor of a deployment does not pay.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median, medianFigures, printWork, runFigures } from './lib/lighthouse-figures.mjs';
import { inRoundOrder, passesInBothPlaces, servedInPlaces, serveBuild, signInThroughTheUi } from './lib/lighthouse-server.mjs';
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
const asHost = Number(option('as-host', '0')) || undefined;
/** The preset's own CPU slowdown (Lighthouse's mobile preset simulates a 4× slower CPU). */
const PRESET_SLOWDOWN = { mobile: 4, desktop: 1 };
/** This host's benchmarkIndex in every run so far. */
const hostIndexes = [];
const http2 = !process.argv.includes('--http1');
const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };

const compared = option('compare', undefined)?.split(',');
const names = compared ?? [process.env.DIST_DIR ?? 'dist'];
if (!compared && !process.argv.includes('--no-build')) {
  const built = spawnSync(process.execPath, [`${root}node_modules/vite/bin/vite.js`, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (built.status !== 0) process.exit(1);
}

let chrome;
let servers = [];
async function stopServing() {
  await chrome?.kill();
  chrome = undefined;
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
}
async function stop(code) {
  await stopServing();
  process.exit(code);
}

const target = (preset, path) => TARGETS[preset][path] ?? TARGETS[preset].other;

/** Runs Lighthouse failed on a loaded machine (NO_NAVSTART, a lost trace) before a page counts as unmeasurable. */
const ATTEMPTS = 3;

/** With --as-host: the slowdown that makes this host's CPU work as slow as the preset's on a host of that benchmarkIndex. */
const cpuSlowdown = (preset) =>
  asHost && hostIndexes.length ? { throttling: { cpuSlowdownMultiplier: (PRESET_SLOWDOWN[preset] * median(hostIndexes)) / asHost } } : {};

/** Lighthouse on `path` of `build`'s origin, with --as-host's slowdown once this host is measured; keeps this host's benchmarkIndex. */
async function lighthouseRun(build, path, preset) {
  const result = await lighthouse(
    `${build.origin}${path}`,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...cpuSlowdown(preset) },
    PRESETS[preset],
  );
  if (result.lhr.environment.benchmarkIndex) hostIndexes.push(result.lhr.environment.benchmarkIndex);
  return result;
}

/** One Lighthouse run of `path` on `build`'s origin, as figures; a run Lighthouse itself failed is made again. */
async function runOnce(build, path, preset, run, attempt = 1) {
  if (asHost && !hostIndexes.length) {
    // A first run, not counted, measures this host.
    await lighthouseRun(build, path, preset);
    console.log(`This host: benchmarkIndex ${Math.round(median(hostIndexes))}; measuring as on a host of ${asHost}`);
  }
  const result = await lighthouseRun(build, path, preset);
  if (saveTo) {
    mkdirSync(saveTo, { recursive: true });
    const label = names.length > 1 ? `${build.name}-${build.host}-` : '';
    writeFileSync(`${saveTo}/${label}${preset}${path.replaceAll('/', '_')}-${run + 1}.json`, result.report);
  }
  const failure = result.lhr.runtimeError?.code;
  if (failure) {
    if (attempt >= ATTEMPTS)
      throw new Error(`${path} (${build.name}, ${preset}): Lighthouse failed ${ATTEMPTS} times, last with ${failure}`);
    console.log(`${path} (${build.name}, ${preset}, run ${run + 1}): Lighthouse failed with ${failure}; measuring again`);
    return runOnce(build, path, preset, run, attempt + 1);
  }
  // A lost session would measure the sign-in page instead.
  const { finalDisplayedUrl } = result.lhr;
  if (new URL(finalDisplayedUrl).pathname !== path) throw new Error(`${path} ended on ${finalDisplayedUrl}`);
  return runFigures(result.lhr);
}

/** Every build's runs of one page, alternating (`inRoundOrder`), by build. */
async function measure(builds, rounds, pathOf, page, preset) {
  const runsOf = Object.fromEntries(builds.map((build) => [build.name, []]));
  for (let run = 0; run < rounds; run += 1)
    for (const build of inRoundOrder(builds, run)) runsOf[build.name].push(await runOnce(build, pathOf(build, page), preset, run));
  return runsOf;
}

/** Each build's medians of the runs `runsOf` holds for one page and preset. */
const medianRows = (runsOf, page, preset) =>
  names.map((name) => {
    const row = medianFigures(runsOf[name]);
    return { build: name, page, preset, ...row, pass: row.score >= target(preset, page) && row.cls < TARGETS.cls };
  });

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const scoreColumns = (row) => ({
  score: row.score,
  FCP: seconds(row.fcp),
  LCP: seconds(row.lcp),
  TBT: `${Math.round(row.tbt)} ms`,
  CLS: row.cls.toFixed(3),
});

function printScores(rows) {
  console.log(
    `\nLighthouse 12.8.2, performance, ${http2 ? 'HTTPS with HTTP/2' : 'plain HTTP/1.1'}, median of ${runs} run${runs === 1 ? '' : 's'}${asHost ? `, as on a host of benchmarkIndex ${asHost}` : ''}; targets: mobile ≥ 95 on / and /sign-in, ≥ 90 elsewhere; desktop ≥ 98; CLS < ${TARGETS.cls}`,
  );
  console.table(
    rows.map((row) => ({
      ...(names.length > 1 ? { build: row.build } : {}),
      page: row.page,
      preset: row.preset,
      ...scoreColumns(row),
      'CPU ×': row.cpuSlowdown.toFixed(1),
      target: target(row.preset, row.page),
      result: row.pass ? 'PASS' : 'FAIL',
    })),
  );
  if (names.length < 2) return;
  const [a, b] = names.map((name) => rows.filter((row) => row.build === name));
  console.log(`\n${names[1]} against ${names[0]} (medians of alternating runs, half of them in each server place)`);
  console.table(
    a.map((rowA, index) => {
      const rowB = b[index];
      const change = (read, unit = '') => `${read(rowB) - read(rowA) > 0 ? '+' : ''}${Math.round(read(rowB) - read(rowA))}${unit}`;
      return {
        page: rowA.page,
        preset: rowA.preset,
        score: change((row) => row.score),
        TBT: change((row) => row.tbt, ' ms'),
        'main thread': change((row) => row.mainThread, ' ms'),
        'JS kB': change((row) => row.scriptKb),
      };
    }),
  );
}

// Public pages as their visitors see them, before signing in: a session cookie would skip the pre-rendered page.
const needsSession = (page) => page === 'detail' || /^\/(dashboard|internal)(\/|$)/.test(page);
const pageRuns = new Map();
const runsFor = (page, preset) => pageRuns.get(`${page} ${preset}`) ?? Object.fromEntries(names.map((name) => [name, []]));

/** `rounds` runs of every page and preset on each build, served in the places `order` gives them; adds them to `pageRuns`. */
async function measureServed(order, rounds) {
  const builds = servedInPlaces(order, (Number(process.env.PORT_OFFSET) || 0) + (compared ? 800 : 0));
  for (const build of builds) {
    const served = await serveBuild({ ...build, http2, env });
    servers.push(served);
    build.origin = served.origin;
  }
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const measurePages = async (pages, pathOf) => {
    for (const page of pages)
      for (const preset of presets) {
        const measured = await measure(builds, rounds, pathOf, page, preset);
        const pooled = runsFor(page, preset);
        for (const name of names) pooled[name].push(...measured[name]);
        pageRuns.set(`${page} ${preset}`, pooled);
        const scores = names.map((name) => medianFigures(measured[name]).score);
        console.log(`measured ${page} (${preset}${order.length > 1 ? `, ${order[0]} first` : ''}): ${scores.join(' / ')}`);
      }
  };
  await measurePages(
    onlyPages.filter((page) => !needsSession(page)),
    (_build, page) => page,
  );
  const signedIn = onlyPages.filter(needsSession);
  if (signedIn.length) {
    for (const build of builds) build.detail = await signInThroughTheUi(chrome.port, build.origin);
    await measurePages(signedIn, (build, page) => (page === 'detail' ? build.detail : page));
  }
  await stopServing();
  return Object.fromEntries(builds.map((build) => [build.name, build.origin]));
}

try {
  const origins = {};
  for (const { order, rounds } of passesInBothPlaces(names, runs))
    for (const [name, origin] of Object.entries(await measureServed(order, rounds))) (origins[name] ??= []).push(origin);
  const rows = onlyPages.flatMap((page) => presets.flatMap((preset) => medianRows(runsFor(page, preset), page, preset)));
  printScores(rows);
  printWork(rows);
  const summary = saveTo ? `${saveTo}/summary.json` : `${root}.cache/lighthouse-summary.json`;
  mkdirSync(dirname(summary), { recursive: true });
  writeFileSync(summary, `${JSON.stringify({ measuredAt: new Date().toISOString(), origins, runs, asHost, rows }, null, 2)}\n`);
  console.log(`\nEvery figure above, per page and preset: ${summary}`);
  await stop(rows.every((row) => row.pass) ? 0 : 1);
} catch (error) {
  console.error(error);
  await stop(1);
}
