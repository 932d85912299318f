// Bundles the TypeScript sandbox (mocks/sandbox) into one ES module that Node runs as is
// (rolldown, fast enough to run on every start), so `npm start` and the tests need no TypeScript loader.
import { bundleTs } from '../scripts/lib/import-ts.mjs';

/** Builds the sandbox into `.cache/` and returns the path of the module to import. */
export const buildSandbox = (name = 'sandbox') =>
  bundleTs('mocks/sandbox/server.ts', name, { file: 'server.mjs', external: ['zod', 'qs', 'yaml'] });
