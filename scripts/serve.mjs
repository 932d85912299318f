// Starts the mock servers and the portal: `node scripts/serve.mjs dev` (Vite dev server, used by
// `npm start`) or `node scripts/serve.mjs preview` (the production build, used by the e2e tests).
// `--large` (or SANDBOX_SEED=large) seeds the sandbox's default world with 100,000 payloads.
// In dev the seeded dates move forward to today; in preview they stay on the fixed clock.
// PREVIEW_HTTPS=1 serves the preview over HTTPS and HTTP/2 (scripts/lib/preview-tls.mjs).
// Ctrl+C or SIGTERM stops every child; nothing is left running.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ports, startMocks } from '../mocks/servers.mjs';
import { previewUsesHttps } from './lib/preview-tls.mjs';
import { root } from './lib/setup.mjs';

const mode = process.argv.includes('preview') ? 'preview' : 'dev';
const size = process.argv.includes('--large') || process.env.SANDBOX_SEED === 'large' ? 'large' : 'standard';
if (mode === 'preview' && !existsSync(resolve(root, process.env.DIST_DIR ?? 'dist', 'index.html'))) {
  console.error('serve: dist/ is missing; run `npx vite build` first');
  process.exit(1);
}

const stopMocks = await startMocks({ world: { size, clock: mode === 'dev' ? 'now' : 'fixed' } });
const port = mode === 'dev' ? ports.dev : ports.preview;
const scheme = mode === 'preview' && previewUsesHttps() ? 'https' : 'http';
const vite = spawn(
  process.execPath,
  [`${root}node_modules/vite/bin/vite.js`, ...(mode === 'preview' ? ['preview'] : []), '--port', String(port), '--strictPort'],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  },
);
vite.stdout.on('data', (chunk) => {
  if (process.env.SERVE_QUIET !== '1') process.stdout.write(chunk);
});

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  if (vite.exitCode === null) vite.kill('SIGTERM');
  await stopMocks();
  process.exit(code);
}
vite.once('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => stop(0));

console.log(
  `\n  Portal on the mock: ${scheme}://localhost:${port}/\n${mode === 'dev' ? `  API reference: http://localhost:${port}/mock/assets/api-reference/\n` : ''}  Sign in with any organisation name (for example "acme"), or as provider staff.\n  The sandbox keeps your changes until it stops; \`npm run mocks reset\` starts it again from the seed${size === 'large' ? ' (large seed: 100,000 payloads)' : ''}.\n`,
);
