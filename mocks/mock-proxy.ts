import type { ProxyOptions } from 'vite';
import { ports } from './ports.mjs';

/** Where the app's computed localhost hosts point: see src/api/hosts.ts. */
export const MOCK_PREFIX = { admin: '/mock/admin', client: '/mock/client', assets: '/mock/assets', sandbox: '/mock/sandbox' } as const;

function proxyTo(port: number, prefix: string): ProxyOptions {
  return { target: `http://127.0.0.1:${port}`, changeOrigin: true, rewrite: (path) => path.slice(prefix.length) };
}

/**
 * Vite proxy table: the admin host carries the admin and internal documents, the client host its
 * own. Each goes to its document's Prism proxy, in front of the sandbox (mocks/servers.mjs).
 */
export function mockProxy(): Record<string, ProxyOptions> {
  return {
    [`${MOCK_PREFIX.admin}/internal/`]: proxyTo(ports.internal, MOCK_PREFIX.admin),
    [`${MOCK_PREFIX.admin}/`]: proxyTo(ports.admin, MOCK_PREFIX.admin),
    [`${MOCK_PREFIX.client}/`]: proxyTo(ports.client, MOCK_PREFIX.client),
    // The offline map base layer (src/lib/map-tiles.ts) from the asset server.
    [`${MOCK_PREFIX.assets}/`]: proxyTo(ports.assets, MOCK_PREFIX.assets),
    // The mock controls (src/features/mock-controls) set the sandbox's scenarios of the current world.
    [`${MOCK_PREFIX.sandbox}/__sandbox/scenarios`]: proxyTo(ports.sandbox, MOCK_PREFIX.sandbox),
  };
}
