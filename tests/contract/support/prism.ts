// Starts Prism on a free port for a test file, and stops it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { waitForPort } from '../../../mocks/wait-for-port.mjs';

const root = new URL('../../../', import.meta.url).pathname;

/** A port the OS reports free (contract tests never use the fixed ports of mocks/ports.json). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningPrism {
  url: string;
  stop: () => Promise<void>;
}

/**
 * `prism mock <file> --errors` on a free port, or `prism proxy <file> <upstream> --errors` when an
 * upstream is given (as mocks/servers.mjs runs it); resolves once it listens.
 */
export async function startPrism(file: string, upstream?: string): Promise<RunningPrism> {
  const port = await freePort();
  const mode = upstream ? ['proxy', file, upstream] : ['mock', file];
  const child = spawn(`${root}node_modules/.bin/prism`, [...mode, '--host', '127.0.0.1', '--port', String(port), '--errors'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = `${stderr}${chunk.toString()}`.slice(-2000);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    const timeoutMs = 140_000;
    await waitForPort(port, {
      timeoutMs,
      stopped: () => (child.exitCode === null ? undefined : `prism exited with ${child.exitCode}: ${stderr}`),
      timedOut: () => `prism did not listen on ${port} within ${timeoutMs} ms: ${stderr}`,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
