// Writes the contract's example data: mocks/examples/{admin,client,internal}.json (OpenAPI Example
// Objects keyed by operationId, plus `<operationId>__<reference>` variants for path parameters,
// which the contract tests validate so every seeded record is held to the schemas) and
// mocks/examples/index.json (operationId -> references). The sandbox serves the same world.
// Deterministic: seeded PRNG streams (mocks/data/random.mjs) and a fixed clock
// (2026-11-01T09:00:00Z, mocks/data/time.mjs); two runs give byte-identical files.
// The data itself lives in mocks/data/*.mjs; media files are committed under mocks/media/.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { buildExamples } from '../mocks/data/examples.mjs';
import { buildWorld } from '../mocks/data/world.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = `${root}mocks/examples/`;
mkdirSync(out, { recursive: true });

const { files, index } = buildExamples(buildWorld());
const write = (name, value) => {
  const target = `${out}${name}.json`;
  const text = `${JSON.stringify(value, null, 2)}\n`;
  if (existsSync(target) && readFileSync(target, 'utf8') === text) return false;
  writeFileSync(target, text);
  return true;
};

const changed = [];
for (const [document, examples] of Object.entries(files)) if (write(document, examples)) changed.push(document);
if (write('index', index)) changed.push('index');
const counts = Object.entries(files)
  .map(([document, examples]) => `${document} ${Object.keys(examples).length}`)
  .join(', ');
console.log(`generate-examples: ${counts} examples${changed.length ? ` (written: ${changed.join(', ')})` : ' (unchanged)'}`);
