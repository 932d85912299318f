// Starts the mock servers and the portal: `node scripts/serve.mjs dev` (Vite dev server, used by
// `npm start`) or `node scripts/serve.mjs preview` (the production build served by nginx, as a
// deployment serves it: scripts/lib/nginx.mjs; used by the e2e tests and the Lighthouse benchmark).
// `--large` (or SANDBOX_SEED=large) seeds the sandbox's default world with 100,000 payloads.
// In dev the seeded dates move forward to today; in preview they stay on the fixed clock.
// Ctrl+C or SIGTERM stops every child; nothing is left running.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ports, startMocks } from '../mocks/servers.mjs';
import { startNginx } from './lib/nginx.mjs';
import { root } from './lib/setup.mjs';

const mode = process.argv.includes('preview') ? 'preview' : 'dev';
const size = process.argv.includes('--large') || process.env.SANDBOX_SEED === 'large' ? 'large' : 'standard';
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');
if (mode === 'preview' && !existsSync(`${dist}/index.html`)) {
  console.error('serve: dist/ is missing; run `npx vite build` first');
  process.exit(1);
}

/** The Vite dev server; resolves with a function that stops it, and calls `onExit` if it stops by itself. */
function startViteDev(onExit) {
  const vite = spawn(process.execPath, [`${root}node_modules/vite/bin/vite.js`, '--port', String(ports.dev), '--strictPort'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  vite.stdout.on('data', (chunk) => {
    if (process.env.SERVE_QUIET !== '1') process.stdout.write(chunk);
  });
  vite.once('exit', (code) => onExit(code ?? 0));
  return async () => {
    if (vite.exitCode === null) vite.kill('SIGTERM');
  };
}

const stopMocks = await startMocks({ world: { size, clock: mode === 'dev' ? 'now' : 'fixed' } });
let stopping = false;
let stopPortal = async () => {};
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await stopPortal();
  await stopMocks();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => stop(0));
try {
  stopPortal = mode === 'dev' ? startViteDev(stop) : await startNginx({ dist });
} catch (error) {
  console.error(error);
  await stop(1);
}

const address =
  mode === 'dev'
    ? `http://localhost:${ports.dev}/`
    : `http://localhost:${ports.preview}/ (and https://localhost:${ports.previewHttps}/ with a self-signed certificate)`;
console.log(
  `\n  Portal on the mock: ${address}\n${mode === 'dev' ? `  API reference: http://localhost:${ports.dev}/mock/assets/api-reference/\n` : ''}  Sign in with any organisation name (for example "acme"), or as provider staff.\n  The sandbox keeps your changes until it stops; \`npm run mocks reset\` starts it again from the seed${size === 'large' ? ' (large seed: 100,000 payloads)' : ''}.\n`,
);
