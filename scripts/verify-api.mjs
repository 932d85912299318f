// `npm run verify-api -- …`: bundles the verifier (scripts/verify-api, TypeScript) into one module
// that Node runs as is (rolldown, as mocks/sandbox-build.mjs does), then runs it.
import { build } from 'rolldown';

const root = new URL('..', import.meta.url).pathname;
// Three folders deep, as tests/contract/support is, so the modules' own paths to the root hold.
const file = `${root}.cache/verify-api/bundle/main.mjs`;
await build({
  input: `${root}scripts/verify-api/main.ts`,
  platform: 'node',
  resolve: { alias: { '@generated': `${root}generated`, '@': `${root}src` } },
  external: [/^node:/, 'zod', 'qs', 'yaml', 'vitest', /^ajv/],
  output: { file, format: 'esm', codeSplitting: false },
  logLevel: 'warn',
});
await import(file);
