// `npm test`: installs what it needs, then runs every check and every test, keeps going after a
// failure so the summary is complete, and ends with one line: `N passed, N failed`. Each gate
// (drift checks, lint, formatting, dead code, typecheck, OpenAPI lint, build, budget) counts as one
// test; Vitest and Playwright count their own tests. The static gates run two at a time (the
// machine has two cores), each one's output printed whole when it ends; the production build and
// the bundle budget run beside Vitest, on the core its worker leaves idle, printed when they end.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensureLibreOffice, ensureNginx, ensurePackages, root } from './lib/setup.mjs';

const started = Date.now();
const bin = (name) => `${root}node_modules/.bin/${name}`;
const cache = `${root}.cache/`;
const results = [];

const childEnv = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };

/** Runs a command with its output on the terminal; resolves whether it passed. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: childEnv });
    child.on('error', (error) => console.error(error));
    child.on('close', (code) => resolve(code === 0));
  });
}

/** Runs a command with its output held back; resolves with whether it passed and what it printed. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...childEnv, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += String(error)));
    child.on('close', (code) => resolve({ ok: code === 0, output: output.trimEnd() }));
  });
}

const seconds = (begun) => ((Date.now() - begun) / 1000).toFixed(1);

/** A gate whose output goes to the terminal as it runs. */
async function gate(name, check) {
  const begun = Date.now();
  console.log(`\n=== ${name}`);
  let ok;
  try {
    ok = await check();
  } catch (error) {
    console.error(error);
    ok = false;
  }
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds(begun)} s)`);
  return ok;
}

/** A gate whose output is printed whole when it ends (it runs beside another). */
async function quietGate(name, command, args) {
  const begun = Date.now();
  const { ok, output } = await runQuietly(command, args);
  console.log(`\n=== ${name}\n${output}\n=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds(begun)} s)`);
  return ok;
}

const counted = (name, ok) => ({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });

/** A test runner step: its own JSON report gives the counts; a crash without a report is one failure. */
async function testStep(name, check, readCounts) {
  rmSync(readCounts.file, { force: true });
  const ok = await gate(name, check);
  const counts = existsSync(readCounts.file)
    ? readCounts.parse(JSON.parse(readFileSync(readCounts.file, 'utf8')))
    : { passed: 0, failed: 1 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  return { name, ...counts };
}

mkdirSync(cache, { recursive: true });
try {
  ensurePackages();
  ensureChromium();
  ensureNginx();
  ensureLibreOffice();
} catch (error) {
  console.error(error);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

/** Runs `checks` two at a time; each is one counted gate. */
async function staticGates(checks, concurrency = 2) {
  const queue = [...checks];
  async function worker() {
    for (let check = queue.shift(); check; check = queue.shift())
      results.push(counted(check.name, await quietGate(check.name, check.command, check.args)));
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
}

await staticGates([
  {
    name: 'eslint (zero warnings; import cycles, boundaries, a11y, i18n, query, testing-library)',
    command: bin('eslint'),
    args: ['.', '--max-warnings=0'],
  },
  { name: 'typecheck', command: bin('tsc'), args: ['--noEmit', '-p', '.'] },
  { name: 'generated code is up to date', command: process.execPath, args: ['scripts/check-generated.mjs'] },
  {
    name: 'translations complete and extracted (lingui extract, compile --strict)',
    command: process.execPath,
    args: ['scripts/check-i18n.mjs'],
  },
  {
    name: 'openapi lint (redocly)',
    command: bin('redocly'),
    args: ['lint', 'openapi/admin.yaml', 'openapi/client.yaml', 'openapi/internal.yaml', '--format=summary'],
  },
  { name: 'openapi lint (spectral oas ruleset, bundled documents)', command: 'npm', args: ['run', '--silent', 'lint:openapi'] },
  {
    name: 'no unreleased breaking change to the contract (optic, against openapi/released)',
    command: process.execPath,
    args: ['scripts/check-breaking-changes.mjs'],
  },
  { name: 'formatting (prettier --check)', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  { name: 'dead files, exports and dependencies (knip)', command: bin('knip'), args: ['--no-progress'] },
]);

/** The production build, then the bundle budget on what it built. */
async function buildAndBudget() {
  const built = await quietGate('production build', bin('vite'), ['build', '--logLevel', 'warn']);
  const withinBudget = built && (await quietGate('bundle budget', process.execPath, ['scripts/bundle-budget.mjs']));
  return { built, counts: [counted('production build', built), counted('bundle budget', withinBudget)] };
}

const [vitest, build] = await Promise.all([
  testStep(
    'unit and contract tests (vitest)',
    () => run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${cache}vitest.json`]),
    {
      file: `${cache}vitest.json`,
      parse: (report) => ({
        passed: report.numPassedTests,
        failed: report.numFailedTests + (report.success || report.numFailedTests ? 0 : 1),
      }),
    },
  ),
  buildAndBudget(),
]);
results.push(vitest, ...build.counts);
results.push(
  await testStep('end-to-end tests (playwright, chromium)', async () => build.built && (await run(bin('playwright'), ['test'])), {
    file: `${cache}playwright.json`,
    parse: (report) => ({ passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }),
  }),
);

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log('\nSummary:');
for (const result of results)
  console.log(`  ${result.failed ? 'FAIL' : 'ok  '} ${result.name} (${result.passed} passed, ${result.failed} failed)`);
console.log(`  took ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
