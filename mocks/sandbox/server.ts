// The sandbox's HTTP server. Prism proxies each document to its own prefix (`/admin`, `/client`,
// `/internal`); the world is chosen by the `sandbox_world` cookie or the `x-sandbox-world` header.
// A malformed request (its address, world cookie, body or control options) gets a 4xx, never a stop.
// Control routes under `/__sandbox/`: `POST reset` (the chosen world starts again from the seed),
// `PUT world` (the chosen test world starts again with the JSON body's options, for example
// `{"size": {"devices": 40, "payloads": 300}}`), `GET status` (the worlds kept), and the chosen
// world's scenarios (scenario-routes.ts). `broken` breaks three answers on purpose (broken.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { breakAnswer } from './broken';
import type { DocumentName } from './contract';
import { handle } from './dispatch';
import { badRequest, HttpError } from './http/errors';
import { readJson, send } from './http/io';
import { scenarioControl } from './scenario-routes';
import { LARGE } from './world/large';
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
  /** Where the local web server serves the asset server over HTTPS, for pages over HTTPS (scripts/lib/nginx.mjs). */
  assetsHttpsPort?: number;
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
  if (!cookie?.[1]) return url.searchParams.get('world') ?? undefined;
  try {
    return decodeURIComponent(cookie[1]);
  } catch {
    throw badRequest(`The ${WORLD_COOKIE} cookie is not valid percent-encoded UTF-8`);
  }
}

/** The browser's address: the first of X-Forwarded-For (set by the Vite proxy), else the peer. */
function forwardedFor(request: IncomingMessage): string | undefined {
  const header = request.headers['x-forwarded-for'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return first || request.socket.remoteAddress;
}

const isCount = (value: unknown, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;

/** The seed size a `PUT /__sandbox/world` body asks for: standard, large, or devices and payloads up to the large seed's. */
function sizeOf(body: unknown): WorldOptions['size'] {
  const size = (body as { size?: unknown } | null | undefined)?.size ?? 'standard';
  if (size === 'standard' || size === 'large') return size;
  const { devices, payloads } = (size ?? {}) as Record<string, unknown>;
  if (isCount(devices, LARGE.devices) && isCount(payloads, LARGE.payloads)) return { devices, payloads };
  throw badRequest(`size is "standard", "large" or { devices, payloads } of at most ${LARGE.devices} and ${LARGE.payloads}`);
}

function control(registry: WorldRegistry, request: IncomingMessage, url: URL, response: ServerResponse, assetsBase: string): void {
  const action = url.pathname.slice('/__sandbox/'.length);
  if (action === 'reset' && request.method === 'POST') {
    registry.reset(worldIdOf(request, url));
    send(response, 204, undefined, assetsBase);
  } else if (action === 'world' && request.method === 'PUT') {
    readJson(request)
      .then((body) => {
        registry.configure(worldIdOf(request, url) ?? '', { size: sizeOf(body), clock: 'fixed' });
        send(response, 204, undefined, assetsBase);
      })
      .catch((error: unknown) => refuse(response, error, assetsBase));
  } else if (action === 'status' && request.method === 'GET') {
    send(response, 200, { worlds: registry.ids() }, assetsBase);
  } else if (action === 'scenarios' || action.startsWith('scenarios/')) {
    scenarioControl(registry.get(worldIdOf(request, url)), request, action, response);
  } else {
    send(response, 404, { error_code: 404, message: `No sandbox control ${request.method} ${url.pathname}` }, assetsBase);
  }
}

/** The error answer for `error`: its own for an HttpError (a malformed request), else 500. */
function refuse(response: ServerResponse, error: unknown, assetsBase: string): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  if (error instanceof HttpError) {
    send(response, error.status, error.body(), assetsBase);
    return;
  }
  console.error('sandbox:', error);
  send(response, 500, { error_code: 500, message: error instanceof Error ? error.message : String(error) }, assetsBase);
}

/** The request's address, or a 400 for a target that is not a path (`*`, `//`, an absolute URL). */
function addressOf(request: IncomingMessage): URL {
  const target = request.url ?? '/';
  if (!target.startsWith('/') || target.startsWith('//') || !URL.canParse(target, 'http://sandbox'))
    throw badRequest('The request target is not a path');
  return new URL(target, 'http://sandbox');
}

function route(registry: WorldRegistry, request: IncomingMessage, response: ServerResponse, assetsBase: string, broken: boolean): void {
  const url = addressOf(request);
  if (url.pathname.startsWith('/__sandbox/')) {
    control(registry, request, url, response, assetsBase);
    return;
  }
  const [, document = '', ...rest] = url.pathname.split('/');
  if (!DOCUMENTS.has(document as DocumentName)) {
    send(response, 404, { error_code: 404, message: `Unknown document in ${url.pathname}` }, assetsBase);
    return;
  }
  const worldId = worldIdOf(request, url);
  readJson(request).then(
    (body) => {
      const world = registry.get(worldId);
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
      const answer = broken ? breakAnswer(handled) : handled;
      if (answer.delayMs) setTimeout(() => send(response, answer.status, answer.body, assetsBase), answer.delayMs);
      else send(response, answer.status, answer.body, assetsBase);
    },
    (error: unknown) => refuse(response, error, assetsBase),
  );
}

/** Starts the sandbox; resolves with the listening server. */
export function startSandbox(options: SandboxOptions): Promise<Server> {
  const registry = new WorldRegistry(options.world);
  const assetsBases = {
    http: `http://localhost:${options.assetsPort ?? 4013}/`,
    https: `https://localhost:${options.assetsHttpsPort ?? 4176}/`,
  };
  const server = createServer((request, response) => {
    // A page over HTTPS gets its media and sign-in over HTTPS too, as from a deployment's storage.
    const assetsBase = request.headers['x-forwarded-proto'] === 'https' ? assetsBases.https : assetsBases.http;
    try {
      route(registry, request, response, assetsBase, Boolean(options.broken));
    } catch (error) {
      refuse(response, error, assetsBase);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
