// `npm run observatory`: Mozilla's HTTP Observatory rules (@mdn/mdn-http-observatory, its scanner and
// grader) on the portal as the local web server serves it (`node scripts/serve.mjs preview`): the
// redirect from HTTP, then each page over HTTPS with HTTP/2. Prints each page's grade, score and the
// tests that did not pass; exits 1 unless every page grades A+.
//   --paths /,/sign-in   the pages (default: /, /sign-in, a signed-in screen, an address with no page)
//   --json               print the results as JSON instead
// The scanner is the package's own code, given the local ports; the one step it skips is its refusal
// to grade an answer whose status is 404 (a missing page is graded like any other).
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { ports } from '../mocks/ports.mjs';
import { localhostCertificate } from './lib/localhost-tls.mjs';

const DEFAULT_PATHS = ['/', '/sign-in', '/dashboard/services/calls', '/no-such-page'];

// Node reads extra CA certificates only as it starts: run again trusting the local certificate.
const { certificate } = localhostCertificate();
if (process.env.NODE_EXTRA_CA_CERTS !== certificate) {
  const { status } = spawnSync(process.execPath, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate },
  });
  process.exit(status ?? 1);
}

const packageDir = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
// The package's install step downloads Chrome's HSTS preload list, which this machine cannot reach
// (its install script is denied in package.json); nothing local is preloaded, so an empty list is exact.
const preloadList = `${packageDir}/conf/hsts-preload.json`;
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');

const { retrieve } = await import(`${packageDir}/src/retriever/retriever.js`);
const { ALL_TESTS } = await import(`${packageDir}/src/constants.js`);
const { getGradeForScore, getScoreModifier } = await import(`${packageDir}/src/grader/grader.js`);
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(`${packageDir}/src/grader/charts.js`);

/** The scanner's scoring (src/scanner/index.js `scan`) on one page's answers. */
async function grade(path) {
  const requests = await retrieve('localhost', { httpPort: ports.previewRedirect, httpsPort: ports.previewHttps, path });
  if (!requests.responses.auto) throw new Error(`no answer from https://localhost:${ports.previewHttps}${path}`);
  const results = ALL_TESTS.map((test) => test(requests));
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const result of results) {
    result.scoreModifier = getScoreModifier(result.result);
    withExtraCredit += result.scoreModifier;
    if (result.scoreModifier < 0) uncurved += result.scoreModifier;
  }
  const { grade: letter, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  const failed = results.filter((result) => !result.pass).map((result) => `${result.constructor.name}: ${result.result}`);
  return { path, status: requests.responses.auto.status, grade: letter, score, passed: results.length - failed.length, failed };
}

const index = process.argv.indexOf('--paths');
const paths = index === -1 ? DEFAULT_PATHS : process.argv[index + 1].split(',');
const graded = [];
for (const path of paths) graded.push(await grade(path));
if (process.argv.includes('--json')) console.log(JSON.stringify(graded, null, 2));
else {
  console.log(`HTTP Observatory rules, https://localhost:${ports.previewHttps} (redirect from http://localhost:${ports.previewRedirect})`);
  console.table(
    graded.map(({ path, status, grade: letter, score, passed, failed }) => ({
      path,
      status,
      grade: letter,
      score,
      passed,
      failed: failed.join('; '),
    })),
  );
}
process.exit(graded.every((page) => page.grade === 'A+') ? 0 : 1);
