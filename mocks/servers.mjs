// Starts one Prism process per OpenAPI document plus the asset server, and stops them together.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { connect } from 'node:net';
import { startAssetServer } from './asset-server.mjs';
import { injectExampleVariants } from './data/inject-examples.mjs';

const root = new URL('..', import.meta.url).pathname;
import { ports } from './ports.mjs';
const prism = `${root}node_modules/@stoplight/prism-cli/dist/index.js`;
const pidFile = `${root}.cache/mocks-${ports.admin}.pids`;
export const DOCUMENTS = ['admin', 'client', 'internal'];

function waitForPort(port, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`mock on port ${port} did not start within ${timeoutMs} ms`));
        else setTimeout(attempt, 150);
      });
    };
    attempt();
  });
}

/** The document Prism serves: the bundled one plus the per-reference example variants (not committed). */
function mockDocument(document) {
  const file = `${root}.cache/mocks-${ports.admin}/${document}.yaml`;
  mkdirSync(`${root}.cache/mocks-${ports.admin}`, { recursive: true });
  copyFileSync(`${root}generated/openapi/${document}.yaml`, file);
  injectExampleVariants(document, file);
  return file;
}

function startPrism(document, { quiet }) {
  const child = spawn(
    process.execPath,
    [prism, 'mock', mockDocument(document), '--host', '127.0.0.1', '--port', String(ports[document]), '--errors'],
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

/** Starts every mock and resolves once all ports answer; the returned function stops them all. */
export async function startMocks({ quiet = true } = {}) {
  stopStale();
  const children = DOCUMENTS.map((document) => startPrism(document, { quiet }));
  mkdirSync(`${root}.cache`, { recursive: true });
  writeFileSync(pidFile, children.map((child) => child.pid).join('\n'));
  const assets = await startAssetServer(ports.assets);
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((resolve) => assets.close(resolve));
    rmSync(pidFile, { force: true });
  };
  try {
    await Promise.all(DOCUMENTS.map((document) => waitForPort(ports[document])));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

export { ports };
