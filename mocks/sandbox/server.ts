// The sandbox's HTTP server. Prism proxies each document to its own prefix (`/admin`, `/client`,
// `/internal`); the world is chosen by the `sandbox_world` cookie or the `x-sandbox-world` header.
// Control routes under `/__sandbox/`: `POST reset` (the chosen world starts again from the seed),
// `PUT world` (the chosen test world starts again with the JSON body's options, for example
// `{"size": {"devices": 40, "payloads": 300}}`), `GET status` (the worlds kept), and the chosen
// world's scenarios (scenario-routes.ts). `broken` breaks three answers on purpose (broken.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { DocumentName } from './contract';
import { breakAnswer } from './broken';
import { readJson, send } from './http/io';
import { handle } from './dispatch';
import { scenarioControl } from './scenario-routes';
import { WorldRegistry } from './world/registry';
import type { WorldOptions } from './world/world';

export const WORLD_COOKIE = 'sandbox_world';
export const WORLD_HEADER = 'x-sandbox-world';
const DOCUMENTS = new Set<DocumentName>(['admin', 'client', 'internal']);

export interface SandboxOptions {
  port: number;
  host?: string;
  /** Options of the default world (`npm start`); worlds chosen by tests are standard and fixed. */
  world: WorldOptions;
  /** Where the asset server listens (the seeded media links and the sign-in URL name port 4013). */
  assetsPort?: number;
  /** Three answers break the contract on purpose (broken.ts), for `npm run verify-api`'s own test. */
  broken?: boolean;
}

function worldIdOf(request: IncomingMessage, url: URL): string | undefined {
  const header = request.headers[WORLD_HEADER];
  if (typeof header === 'string' && header) return header;
  const cookie = request.headers.cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === WORLD_COOKIE);
  return cookie?.[1] ? decodeURIComponent(cookie[1]) : (url.searchParams.get('world') ?? undefined);
}

/** The browser's address: the first of X-Forwarded-For (set by the Vite proxy), else the peer. */
function forwardedFor(request: IncomingMessage): string | undefined {
  const header = request.headers['x-forwarded-for'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return first || request.socket.remoteAddress;
}

function control(registry: WorldRegistry, request: IncomingMessage, url: URL, response: ServerResponse, assetsBase: string): void {
  const action = url.pathname.slice('/__sandbox/'.length);
  if (action === 'reset' && request.method === 'POST') {
    registry.reset(worldIdOf(request, url));
    send(response, 204, undefined, assetsBase);
  } else if (action === 'world' && request.method === 'PUT') {
    readJson(request)
      .then((body) => {
        const size = (body as { size?: WorldOptions['size'] } | undefined)?.size ?? 'standard';
        registry.configure(worldIdOf(request, url) ?? '', { size, clock: 'fixed' });
        send(response, 204, undefined, assetsBase);
      })
      .catch((error: unknown) => send(response, 400, { error_code: 400, message: String(error) }, assetsBase));
  } else if (action === 'status' && request.method === 'GET') {
    send(response, 200, { worlds: registry.ids() }, assetsBase);
  } else if (action === 'scenarios' || action.startsWith('scenarios/')) {
    scenarioControl(registry.get(worldIdOf(request, url)), request, action, response);
  } else {
    send(response, 404, { error_code: 404, message: `No sandbox control ${request.method} ${url.pathname}` }, assetsBase);
  }
}

/** Starts the sandbox; resolves with the listening server. */
export function startSandbox(options: SandboxOptions): Promise<Server> {
  const registry = new WorldRegistry(options.world);
  const assetsBase = `http://localhost:${options.assetsPort ?? 4013}/`;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    if (url.pathname.startsWith('/__sandbox/')) {
      control(registry, request, url, response, assetsBase);
      return;
    }
    const [, document = '', ...rest] = url.pathname.split('/');
    if (!DOCUMENTS.has(document as DocumentName)) {
      send(response, 404, { error_code: 404, message: `Unknown document in ${url.pathname}` }, assetsBase);
      return;
    }
    readJson(request).then(
      (body) => {
        const world = registry.get(worldIdOf(request, url));
        const handled = handle(world, {
          document: document as DocumentName,
          method: request.method ?? 'GET',
          path: `/${rest.join('/')}`,
          search: url.search,
          authorization: request.headers.authorization,
          body,
          userAgent: request.headers['user-agent'],
          ip: forwardedFor(request),
          prefer: [request.headers.prefer ?? []].flat().join(', ') || undefined,
        });
        const answer = options.broken ? breakAnswer(handled) : handled;
        if (answer.delayMs) setTimeout(() => send(response, answer.status, answer.body, assetsBase), answer.delayMs);
        else send(response, answer.status, answer.body, assetsBase);
      },
      () => send(response, 400, { error_code: 400, message: 'The body is not valid JSON' }, assetsBase),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
