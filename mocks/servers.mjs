// Starts the mock API: the stateful sandbox (mocks/sandbox) behind one Prism proxy per OpenAPI
// document, which validates every request and every response against the contract, plus the
// asset server (identity provider and media). Each Prism proxy listens on a free port of the
// loopback interface behind a guard on the document's public port (mocks/prism-guard.mjs), which
// refuses the requests Prism itself would stop on. Every server listens on 127.0.0.1 only. Stops
// them together.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { startAssetServer } from './asset-server.mjs';
import { ports } from './ports.mjs';
import { startPrismGuard } from './prism-guard.mjs';
import { buildSandbox } from './sandbox-build.mjs';
import { waitForPort } from './wait-for-port.mjs';

const root = new URL('..', import.meta.url).pathname;
const prism = `${root}node_modules/@stoplight/prism-cli/dist/index.js`;
const pidFile = `${root}.cache/mocks-${ports.admin}.pids`;
export const DOCUMENTS = ['admin', 'client', 'internal'];

/** A port of the loopback interface that the system reports free. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `prism proxy`: the document's referee in front of the sandbox (`--errors`: a violation is an error answer), on `port`. */
function startPrism(document, port, { quiet }) {
  const upstream = `http://127.0.0.1:${ports.sandbox}/${document}`;
  const child = spawn(
    process.execPath,
    [prism, 'proxy', `${root}generated/openapi/${document}.yaml`, upstream, '--host', '127.0.0.1', '--port', String(port), '--errors'],
    { stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] },
  );
  child.once('exit', (code, signal) => {
    if (code && !signal) console.error(`prism (${document}) exited with code ${code}`);
  });
  return child;
}

/** Kills whatever an earlier run left behind, according to its PID file. */
export function stopStale() {
  if (!existsSync(pidFile)) return;
  for (const pid of readFileSync(pidFile, 'utf8').split('\n').filter(Boolean)) {
    try {
      process.kill(Number(pid), 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(pidFile, { force: true });
}

const close = (server) =>
  new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections?.();
  });

/**
 * Starts every mock and resolves once all ports answer; the returned function stops them all.
 * `world`: options of the sandbox's default world (`size`: standard or large; `clock`: fixed or now).
 * `broken` (or SANDBOX_BROKEN=1): three answers break the contract on purpose (mocks/sandbox/broken.ts).
 */
export async function startMocks({
  quiet = true,
  world = { size: 'standard', clock: 'fixed' },
  broken = process.env.SANDBOX_BROKEN === '1',
} = {}) {
  stopStale();
  const { startSandbox } = await import(await buildSandbox(`sandbox-${ports.sandbox}`));
  const sandbox = await startSandbox({ port: ports.sandbox, world, assetsPort: ports.assets, assetsHttpsPort: ports.assetsHttps, broken });
  const prismPorts = [];
  while (prismPorts.length < DOCUMENTS.length) prismPorts.push(await freePort());
  const children = DOCUMENTS.map((document, index) => startPrism(document, prismPorts[index], { quiet }));
  mkdirSync(`${root}.cache`, { recursive: true });
  writeFileSync(pidFile, children.map((child) => child.pid).join('\n'));
  const assets = await startAssetServer(ports.assets);
  const guards = await Promise.all(DOCUMENTS.map((document, index) => startPrismGuard(ports[document], prismPorts[index])));
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all([assets, sandbox, ...guards].map(close));
    rmSync(pidFile, { force: true });
  };
  try {
    const timeoutMs = 120_000;
    await Promise.all(
      prismPorts.map((port) =>
        waitForPort(port, { timeoutMs, retryMs: 150, timedOut: () => `mock on port ${port} did not start within ${timeoutMs} ms` }),
      ),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** Puts a world of the running sandbox back to its seed (the default world unless `world` names one). */
export async function resetWorld(world) {
  const response = await fetch(`http://127.0.0.1:${ports.sandbox}/__sandbox/reset`, {
    method: 'POST',
    headers: world ? { 'x-sandbox-world': world } : {},
  });
  if (!response.ok) throw new Error(`reset failed: ${response.status}`);
}

export { ports };
