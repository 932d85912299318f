// Runs the project's TypeScript from Node without a loader: rolldown bundles a module (with the
// project's path aliases) into one ES module under .cache/, which Node imports as is.
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build } from 'rolldown';

const root = new URL('../..', import.meta.url).pathname;

/** Bundles `input` (a path from the project's root) into `.cache/{name}/{file}` and returns that file's path; the build tools stay packages of their own. */
export async function bundleTs(input, name, { file = 'index.mjs', external = ['rolldown', 'vite'] } = {}) {
  const output = `${root}.cache/${name}/${file}`;
  await build({
    input: `${root}${input}`,
    platform: 'node',
    resolve: { alias: { '@generated': `${root}generated`, '@': `${root}src` } },
    external: [/^node:/, ...external],
    output: { file: output, format: 'esm', codeSplitting: false },
    logLevel: 'warn',
  });
  return output;
}

/** Imports a TypeScript module (bundled for this process only, then removed). */
export async function importTs(input) {
  const name = `import-ts-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  try {
    return await import(pathToFileURL(await bundleTs(input, name)).href);
  } finally {
    rmSync(`${root}.cache/${name}`, { recursive: true, force: true });
  }
}
