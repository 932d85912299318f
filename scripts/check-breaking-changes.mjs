// The breaking-change gate of `npm test`: compares each document (openapi/, bundled by Redocly into
// a temporary folder, so it never reads generated/ while the drift gate rewrites it) with its
// released version (openapi/released, the snapshot of the last release) through Optic's
// breaking-changes ruleset. A removed operation or field, a new required parameter, a narrowed
// type or enum or a removed status code fails, unless the document's info.version moves to a new
// major and CHANGELOG.md names every broken operation in that version's section.
//
//   node scripts/check-breaking-changes.mjs                 the gate
//   node scripts/check-breaking-changes.mjs --release       makes the current documents the released ones
//   --released DIR --current DIR --changelog FILE           other documents (the fixture test uses them)
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { brokenOperations, judge, opticDiff, readYaml } from './lib/breaking-changes.mjs';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    released: { type: 'string', default: `${root}openapi/released` },
    current: { type: 'string' },
    changelog: { type: 'string', default: `${root}CHANGELOG.md` },
    documents: { type: 'string', default: 'admin,client,internal' },
    release: { type: 'boolean', default: false },
  },
});
const documents = values.documents.split(',');

/** The documents of openapi/ bundled as `npm run generate` bundles them. */
function bundleSources() {
  const directory = mkdtempSync(join(tmpdir(), 'contract-'));
  for (const document of documents)
    execFileSync(`${root}node_modules/.bin/redocly`, ['bundle', `openapi/${document}.yaml`, '-o', `${directory}/${document}.yaml`], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  return directory;
}

const current = values.current ?? bundleSources();
process.on('exit', () => values.current ?? rmSync(current, { recursive: true, force: true }));

if (values.release) {
  for (const document of documents) copyFileSync(`${current}/${document}.yaml`, `${values.released}/${document}.yaml`);
  console.log(`breaking changes: ${documents.join(', ')} released as they are now (${values.released})`);
  process.exit(0);
}

const changelog = existsSync(values.changelog) ? readFileSync(values.changelog, 'utf8') : '';
const results = await Promise.all(
  documents.map(async (document) => {
    const releasedFile = `${values.released}/${document}.yaml`;
    const currentFile = `${current}/${document}.yaml`;
    if (isDeepStrictEqual(readYaml(releasedFile), readYaml(currentFile)))
      return { document, ok: true, text: `${document}: the same as the released document` };
    const { passed, output } = await opticDiff(releasedFile, currentFile);
    const broken = brokenOperations(output);
    if (!passed && !broken.length)
      return { document, ok: false, text: `${document}: optic failed without naming an operation:\n${output}` };
    const verdict = judge({ document, released: readYaml(releasedFile), current: readYaml(currentFile), broken, changelog });
    const summary = broken.length
      ? `${document}: ${broken.length} operation(s) with breaking changes${verdict.allowed ? ', allowed by a new major version and CHANGELOG.md' : ''}`
      : `${document}: no breaking change against the released document`;
    return { document, ok: verdict.allowed, text: [broken.length ? output : '', summary, ...verdict.problems].filter(Boolean).join('\n') };
  }),
);
for (const result of results) console.log(`${result.text}\n`);
const failed = results.filter((result) => !result.ok).map((result) => result.document);
console.log(failed.length ? `breaking changes not allowed in: ${failed.join(', ')}` : 'breaking changes: none unreleased');
process.exit(failed.length ? 1 : 0);
