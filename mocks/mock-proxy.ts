import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProxyOptions } from 'vite';
import { parse } from 'yaml';
import { ports } from './ports.mjs';

/** Where the app's computed localhost hosts point: see src/api/hosts.ts. */
export const MOCK_PREFIX = { admin: '/mock/admin', client: '/mock/client' } as const;

type Document = 'admin' | 'client' | 'internal';
type ExampleIndex = Partial<Record<Document, Record<string, string[]>>>;
interface Route {
  operationId: string;
  pattern: RegExp;
}

const root = new URL('..', import.meta.url);

function readRoutes(document: Document): Route[] {
  const file = new URL(`generated/openapi/${document}.yaml`, root);
  if (!existsSync(file)) return [];
  const spec = parse(readFileSync(file, 'utf8')) as { paths?: Record<string, Record<string, { operationId?: string }>> };
  return Object.entries(spec.paths ?? {}).flatMap(([path, item]) => {
    const operationId = item.get?.operationId;
    if (!operationId || !path.includes('{')) return [];
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)');
    return [{ operationId, pattern: new RegExp(`^${source}$`) }];
  });
}

function readIndex(): ExampleIndex {
  const file = new URL('mocks/examples/index.json', root);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ExampleIndex) : {};
}

/**
 * Prism serves one example per response; for a detail path it picks the example named
 * `<operationId>__<last path parameter>` when the generator wrote one, so that a detail page
 * shows the row that was clicked rather than the same record every time.
 */
export function exampleFor(document: Document, method: string, path: string, index = readIndex(), routes = readRoutes(document)): string | undefined {
  if (method !== 'GET') return undefined;
  const names = index[document] ?? {};
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    const reference = decodeURIComponent(match[match.length - 1] ?? '');
    const name = `${route.operationId}__${reference}`;
    return names[route.operationId]?.includes(reference) ? name : undefined;
  }
  return undefined;
}

function proxyTo(document: Document, port: number, prefix: string): ProxyOptions {
  const index = readIndex();
  const routes = readRoutes(document);
  return {
    target: `http://127.0.0.1:${port}`,
    changeOrigin: true,
    rewrite: (path) => path.slice(prefix.length),
    configure: (proxy) => {
      proxy.on('proxyReq', (proxyRequest, request: IncomingMessage) => {
        // Vite has already rewritten the path by now: what Prism receives is the document's own path.
        const path = proxyRequest.path.split('?')[0] ?? '';
        const example = exampleFor(document, request.method ?? 'GET', path, index, routes);
        if (example && !request.headers.prefer) proxyRequest.setHeader('Prefer', `example=${example}`);
        if (ASSETS_MOVED) proxyRequest.removeHeader('accept-encoding');
      });
      if (ASSETS_MOVED) proxy.on('proxyRes', pointAtMovedAssets);
    },
    selfHandleResponse: ASSETS_MOVED,
  };
}

/** The examples name the asset server at its default port; with PORT_OFFSET, answers are rewritten to the moved one. */
const DEFAULT_ASSETS = 'http://localhost:4013';
const ASSETS_MOVED = ports.assets !== 4013;

function pointAtMovedAssets(proxyResponse: IncomingMessage, _request: IncomingMessage, response: ServerResponse): void {
  const chunks: Buffer[] = [];
  proxyResponse.on('data', (chunk: Buffer) => chunks.push(chunk));
  proxyResponse.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8').replaceAll(DEFAULT_ASSETS, `http://localhost:${ports.assets}`);
    const headers = { ...proxyResponse.headers };
    delete headers['content-length'];
    response.writeHead(proxyResponse.statusCode ?? 502, headers);
    response.end(body);
  });
}

/** Vite proxy table: the admin host carries the admin and internal documents, the client host its own. */
export function mockProxy(): Record<string, ProxyOptions> {
  return {
    [`${MOCK_PREFIX.admin}/internal/`]: proxyTo('internal', ports.internal, MOCK_PREFIX.admin),
    [`${MOCK_PREFIX.admin}/`]: proxyTo('admin', ports.admin, MOCK_PREFIX.admin),
    [`${MOCK_PREFIX.client}/`]: proxyTo('client', ports.client, MOCK_PREFIX.client),
  };
}
