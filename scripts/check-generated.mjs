// Fails when generated/, mocks/examples/ or deploy/nginx/ differ from what `npm run generate` writes for the
// current openapi/ and mocks/data/. Leaves the regenerated files in place.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const WATCHED = ['generated', 'mocks/examples', 'deploy/nginx'];

function snapshot() {
  const files = new Map();
  const walk = (directory) => {
    if (!existsSync(directory)) return;
    for (const name of readdirSync(directory)) {
      const path = join(directory, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(root, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  for (const folder of WATCHED) walk(join(root, folder));
  return files;
}

const before = snapshot();
execFileSync(process.execPath, [join(root, 'scripts/generate.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();
if (changed.length) {
  console.error(
    `generated code was stale (${changed.length} files; regenerated now, commit them):\n  ${changed.slice(0, 30).join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`generated code is up to date (${after.size} files)`);
