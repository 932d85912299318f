// Sandbox benchmark at scale (not a timed test): the large seed, 100,000 payloads and 5,000 devices.
//   node scripts/bench-sandbox.mjs [--runs 15] [--skip-export] [--offset 700]
// 1. List answers of the sandbox itself (and, for comparison, through its Prism proxy): median and
//    95th percentile over `--runs` calls of each query, after two warm-up calls.
// 2. A full CSV export of the 100,000 payloads in Chromium, as a user does it (the All payloads
//    list, Export CSV): time from the click to the file, the tab's peak JS heap (sampled every
//    250 ms), and the file's row count.
// Targets: every list query's median under 100 ms; the export under 60 s with the heap under 400 MB.
// Exits 1 when a target is missed.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { unsignedJwt } from '../mocks/data/auth.mjs';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '15' },
    'skip-export': { type: 'boolean', default: false },
    offset: { type: 'string', default: '700' },
  },
});
const runs = Math.max(3, Number(values.runs));
const offset = Number(values.offset);
process.env.PORT_OFFSET = String(offset);
const { ports } = await import('../mocks/ports.mjs');
const TARGET_LIST_MS = 100;
const TARGET_EXPORT_MS = 60_000;
const TARGET_HEAP_MB = 400;

const token = () => {
  const now = Math.floor(Date.now() / 1000);
  return unsignedJwt({
    sub: 'it.admin@acme.example',
    email: 'it.admin@acme.example',
    name: 'IT Admin',
    'custom:client': 'acme',
    iat: now,
    exp: now + 3600,
  });
};
const percentile = (list, share) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(share * list.length))];
const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} on ${cpus().length} CPUs`;

/** The queries a reviewer's lists send, newest first, 100 rows a page. */
const QUERIES = [
  ['all payloads, first page', 'limit=100'],
  ['calls only', 'limit=100&types=Call&types=AbortedCall&types=BlockedCall'],
  ['photos only', 'limit=100&types=Photo'],
  ['date range on payload_time', 'limit=100&from=2026-06-01&to=2026-06-30'],
  ['date range on processed_at', 'limit=100&date_filter=processed_at&from=2026-06-01&to=2026-06-30'],
  ['late, processed, one group', 'limit=100&is_late=true&payload_state=Processed&group=London%20Trading'],
  ['search', 'limit=100&search=oliver'],
  ['total', 'query_result=total'],
  ['a page deep in the list (last_key)', null],
  ['1,000 rows (an export page)', 'limit=1000'],
];

async function timed(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status} ${url}: ${JSON.stringify(body).slice(0, 300)}`);
  return { ms: performance.now() - started, body };
}

async function measureLists(base, label) {
  const headers = { authorization: `Bearer ${token()}`, accept: 'application/json' };
  const deep = await timed(`${base}/api/v1/payloads?limit=1000`, headers);
  const rows = [];
  for (const [name, query] of QUERIES) {
    const search = query ?? `limit=100&last_key=${encodeURIComponent(deep.body.last_key)}`;
    const url = `${base}/api/v1/payloads?${search}`;
    // The first call filters the whole world; the sandbox keeps the answer's list until the world changes.
    const first = (await timed(url, headers)).ms;
    await timed(url, headers);
    const times = [];
    let count;
    for (let run = 0; run < runs; run += 1) {
      const { ms, body } = await timed(url, headers);
      times.push(ms);
      count = body.total ?? body.count;
    }
    rows.push({ name, count, first, median: percentile(times, 0.5), p95: percentile(times, 0.95) });
  }
  console.log(`\n${label}`);
  for (const row of rows)
    console.log(
      `  ${row.name.padEnd(38)} ${String(row.count).padStart(7)} rows  first ${row.first.toFixed(1).padStart(6)} ms  median ${row.median.toFixed(1).padStart(6)} ms  p95 ${row.p95.toFixed(1).padStart(6)} ms`,
    );
  return rows;
}

function startStack() {
  const child = spawn(process.execPath, [`${root}scripts/serve.mjs`, 'preview', '--large'], {
    cwd: root,
    env: { ...process.env, SERVE_QUIET: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Portal on the mock')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
}

async function measureExport() {
  const origin = `http://localhost:${ports.preview}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1440, height: 900 } });
    const idToken = token();
    const session = { client: 'acme', idToken, refreshToken: 'rt.none', expiresAt: Date.now() + 3_000_000, user: 'it.admin@acme.example' };
    await context.addCookies([
      { name: 'portal_session', value: encodeURIComponent(JSON.stringify(session)), url: origin },
      { name: 'terms_accepted', value: encodeURIComponent('2026-10-02T09:00:00Z'), url: origin },
    ]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${origin}/dashboard/services`);
    await page.getByRole('button', { name: 'Export CSV' }).waitFor({ timeout: 60_000 });
    let peak = 0;
    const sampler = setInterval(() => {
      cdp.send('Runtime.getHeapUsage').then(
        ({ usedSize }) => {
          peak = Math.max(peak, usedSize);
        },
        () => undefined,
      );
    }, 250);
    const started = performance.now();
    const download = page.waitForEvent('download', { timeout: 180_000 });
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = `${root}.cache/bench-sandbox-export.csv`;
    await (await download).saveAs(file);
    const ms = performance.now() - started;
    clearInterval(sampler);
    const lines = readFileSync(file, 'utf8').split('\r\n').filter(Boolean).length - 1;
    rmSync(file, { force: true });
    return { ms, peakMb: peak / 1024 / 1024, lines };
  } finally {
    await browser.close();
  }
}

console.log(`bench-sandbox: starting the mocks with the large seed and the preview (port offset ${offset}; ${load()})`);
const stack = await startStack();
let failed = false;
try {
  const direct = await measureLists(`http://127.0.0.1:${ports.sandbox}/client`, 'GET payloads, sandbox alone (100,000 payloads)');
  await measureLists(`http://127.0.0.1:${ports.client}`, 'GET payloads through the Prism proxy (validates every answer; for comparison)');
  const slow = direct.filter((row) => row.median >= TARGET_LIST_MS);
  console.log(
    `\nlists: slowest median ${Math.max(...direct.map((row) => row.median)).toFixed(1)} ms (target < ${TARGET_LIST_MS} ms) ${slow.length ? `MISSED: ${slow.map((row) => row.name).join(', ')}` : 'met'}`,
  );
  failed ||= slow.length > 0;
  if (!values['skip-export']) {
    const result = await measureExport();
    const ok = result.ms < TARGET_EXPORT_MS && result.peakMb < TARGET_HEAP_MB && result.lines === 100_000;
    console.log(
      `export: ${result.lines} rows in ${(result.ms / 1000).toFixed(1)} s (target < ${TARGET_EXPORT_MS / 1000} s), peak JS heap ${result.peakMb.toFixed(0)} MB (target < ${TARGET_HEAP_MB} MB): ${ok ? 'met' : 'MISSED'}`,
    );
    failed ||= !ok;
  }
} finally {
  stack.kill('SIGTERM');
}
console.log(`(${load()})`);
process.exit(failed ? 1 : 0);
