// Bundles the TypeScript sandbox (mocks/sandbox) into one ES module that Node runs as is
// (rolldown, about 0.2 s), so `npm start` and the tests need no TypeScript loader.
import { build } from 'rolldown';

const root = new URL('..', import.meta.url).pathname;

/** Builds the sandbox into `.cache/` and returns the path of the module to import. */
export async function buildSandbox(name = 'sandbox') {
  const file = `${root}.cache/${name}/server.mjs`;
  await build({
    input: `${root}mocks/sandbox/server.ts`,
    platform: 'node',
    resolve: { alias: { '@generated': `${root}generated`, '@': `${root}src` } },
    external: [/^node:/, 'zod', 'qs', 'yaml'],
    output: { file, format: 'esm', codeSplitting: false },
    logLevel: 'warn',
  });
  return file;
}
