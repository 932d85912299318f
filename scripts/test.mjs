// `npm test`: installs what it needs, then runs every check and every test, keeps going after a
// failure so the summary is complete, and ends with one line: `N passed, N failed`. Each gate
// (drift checks, lint, formatting, dead code, typecheck, OpenAPI lint, build, budget) counts as one
// test; Vitest and Playwright count their own tests. The static gates run two at a time (the
// machine has two cores), each one's output printed whole when it ends.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensurePackages, root } from './lib/setup.mjs';

const started = Date.now();
const bin = (name) => `${root}node_modules/.bin/${name}`;
const cache = `${root}.cache/`;
const results = [];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env },
  });
  return result.status === 0;
}

function gate(name, check) {
  const begun = Date.now();
  console.log(`\n=== ${name}`);
  let ok;
  try {
    ok = check();
  } catch (error) {
    console.error(error);
    ok = false;
  }
  const seconds = ((Date.now() - begun) / 1000).toFixed(1);
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  return ok;
}

function countedGate(name, check) {
  const ok = gate(name, check);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

/** A test runner step: its own JSON report gives the counts; a crash without a report is one failure. */
function testStep(name, check, readCounts) {
  rmSync(readCounts.file, { force: true });
  const ok = gate(name, check);
  const counts = existsSync(readCounts.file)
    ? readCounts.parse(JSON.parse(readFileSync(readCounts.file, 'utf8')))
    : { passed: 0, failed: 1 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  results.push({ name, ...counts });
}

mkdirSync(cache, { recursive: true });
try {
  ensurePackages();
  ensureChromium();
} catch (error) {
  console.error(error);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

/** Runs `checks` two at a time; each is one counted gate. */
async function staticGates(checks, concurrency = 2) {
  const queue = [...checks];
  async function worker() {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const begun = Date.now();
      const ok = await new Promise((resolve) => {
        const child = spawn(check.command, check.args, {
          cwd: root,
          env: { ...process.env, FORCE_COLOR: '0', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
        });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('error', (error) => (output += String(error)));
        child.on('close', (code) => {
          const seconds = ((Date.now() - begun) / 1000).toFixed(1);
          console.log(`\n=== ${check.name}\n${output.trimEnd()}\n=== ${check.name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
          resolve(code === 0);
        });
      });
      results.push({ name: check.name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
    }
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
  { name: 'formatting (prettier --check)', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  { name: 'dead files, exports and dependencies (knip)', command: bin('knip'), args: ['--no-progress'] },
]);
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
);
const built = countedGate('production build', () => run(bin('vite'), ['build', '--logLevel', 'warn']));
countedGate('bundle budget', () => built && run(process.execPath, ['scripts/bundle-budget.mjs']));
testStep('end-to-end tests (playwright, chromium)', () => built && run(bin('playwright'), ['test']), {
  file: `${cache}playwright.json`,
  parse: (report) => ({ passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }),
});

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log('\nSummary:');
for (const result of results)
  console.log(`  ${result.failed ? 'FAIL' : 'ok  '} ${result.name} (${result.passed} passed, ${result.failed} failed)`);
console.log(`  took ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
