// Alternating A/B of one page's main-thread work between two builds, from Chromium's own counters
// (CDP Performance.getMetrics: TaskDuration, ScriptDuration, style and layout), over many page loads.
// Lighthouse's score moves by several points between runs of one build; here each build's loads
// alternate with the other's, half of them in each server place, and the quartiles of each round's
// difference say whether a change stands out of the host's noise. Each build is served as
// `npm run lighthouse -- --compare` serves it (nginx over HTTPS with HTTP/2, the mock API), signed in as acme.
//
//   node scripts/main-thread-ab.mjs --compare dist-a,dist [--page /dashboard|detail] [--runs 20] [--cpu 1]
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { inRoundOrder, passesInBothPlaces, servedInPlaces, serveBuild, signInThroughTheUi } from './lib/lighthouse-server.mjs';
import { CHROMIUM } from './lib/setup.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
};
const names = option('compare', '')?.split(',') ?? [];
if (names.length !== 2) throw new Error('usage: --compare A,B (two build folders, e.g. dist-a,dist)');
const page = option('page', '/dashboard');
const runs = Number(option('runs', '20'));
const cpu = Number(option('cpu', '1'));
const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };

const counters = async (cdp) =>
  Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((metric) => [metric.name, metric.value]));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `rounds` alternating loads of each build, served in the places `order` gives them; every load's counters by build. */
async function measure(order, rounds) {
  const builds = servedInPlaces(order, 300);
  const servers = [];
  let chrome;
  try {
    for (const build of builds) {
      const served = await serveBuild({ ...build, http2: true, env });
      servers.push(served);
      build.origin = served.origin;
    }
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors', '--disable-background-networking'],
    });
    for (const build of builds) {
      const detail = await signInThroughTheUi(chrome.port, build.origin);
      build.path = page === 'detail' ? detail : page;
      build.loads = [];
    }
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    for (let run = 0; run < rounds; run += 1)
      for (const build of inRoundOrder(builds, run)) {
        const tab = await context.newPage();
        await tab.setViewportSize({ width: 412, height: 823 });
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
        await cdp.send('Performance.enable');
        const before = await counters(cdp);
        await tab.goto(`${build.origin}${build.path}`, { waitUntil: 'load' });
        await tab.waitForTimeout(4000 * cpu);
        const after = await counters(cdp);
        const ms = (name) => Math.round((after[name] - before[name]) * 1000);
        build.loads.push({
          task: ms('TaskDuration'),
          script: ms('ScriptDuration'),
          style: ms('RecalcStyleDuration'),
          layout: ms('LayoutDuration'),
        });
        await tab.close();
      }
    await browser.close();
    return Object.fromEntries(builds.map((build) => [build.name, build.loads]));
  } finally {
    await chrome?.kill();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const passes = [];
for (const { order, rounds } of passesInBothPlaces(names, runs)) passes.push(await measure(order, rounds));
const loadsOf = (name) => passes.flatMap((pass) => pass[name]);
console.log(
  `${page}, ${runs} loads per build (half in each server place, alternating), CPU ${cpu}×: medians in ms (main-thread tasks, of which script, style, layout)`,
);
console.table(
  names.map((name) => ({
    build: name,
    tasks: median(loadsOf(name).map((load) => load.task)),
    script: median(loadsOf(name).map((load) => load.script)),
    style: median(loadsOf(name).map((load) => load.style)),
    layout: median(loadsOf(name).map((load) => load.layout)),
  })),
);

/** Each round's B − A: the two loads of a round are neighbours in time, so the host's drift between rounds cancels. */
const [a, b] = names;
const differences = (field) =>
  passes.flatMap((pass) => pass[b].map((load, round) => load[field] - pass[a][round][field])).sort((x, y) => x - y);
const quartiles = (sorted) => [0.25, 0.5, 0.75].map((share) => sorted[Math.floor((sorted.length - 1) * share)]);
console.log(`${b} − ${a}, load by load within each round (quartiles, ms; a spread that straddles 0 is no difference):`);
console.table(
  ['task', 'script', 'style', 'layout'].map((field) => {
    const [low, middle, high] = quartiles(differences(field));
    return { figure: field, 'lower quartile': low, median: middle, 'upper quartile': high };
  }),
);
