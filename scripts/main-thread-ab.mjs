// Alternating A/B of one page's main-thread work between two builds, from Chromium's own counters
// (CDP Performance.getMetrics: TaskDuration, ScriptDuration, style and layout), over many page loads.
// Lighthouse's score moves by several points between runs of one build; twenty alternating loads
// tell a 5 % change in the work itself. Each build is served as `npm run lighthouse -- --compare`
// serves it (nginx over HTTPS with HTTP/2, the mock API), signed in as acme.
//
//   node scripts/main-thread-ab.mjs --compare dist-a,dist [--page /dashboard|detail] [--runs 20] [--cpu 1]
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { serveBuild, signInThroughTheUi } from './lib/lighthouse-server.mjs';
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

const builds = names.map((distDir, index) => ({
  name: distDir,
  distDir,
  portOffset: 300 + index * 100,
  host: index ? '127.0.0.1' : 'localhost',
}));
const servers = [];
let chrome;
const counters = async (cdp) =>
  Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((metric) => [metric.name, metric.value]));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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
  for (let run = 0; run < runs; run += 1)
    for (const build of run % 2 ? [...builds].reverse() : builds) {
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
  console.log(
    `${page}, ${runs} alternating loads per build, CPU ${cpu}×: medians in ms (main-thread tasks, of which script, style, layout)`,
  );
  console.table(
    builds.map((build) => ({
      build: build.name,
      tasks: median(build.loads.map((load) => load.task)),
      script: median(build.loads.map((load) => load.script)),
      style: median(build.loads.map((load) => load.style)),
      layout: median(build.loads.map((load) => load.layout)),
    })),
  );
} finally {
  await chrome?.kill();
  for (const server of servers) server.stop();
}
