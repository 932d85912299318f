// The sandbox's HTTP server. Prism proxies each document to its own prefix (`/admin`, `/client`,
// `/internal`); the world is chosen by the `sandbox_world` cookie or the `x-sandbox-world` header.
// A malformed request (its address, world cookie, body or control options) gets a 4xx, never a stop.
// Control routes under `/__sandbox/`: `POST reset` (the chosen world starts again from the seed),
// `PUT world` (the chosen test world starts again with the JSON body's options, for example
// `{"size": {"devices": 40, "payloads": 300}}`), `GET status` (the worlds kept).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { DocumentName } from './contract';
import { handle } from './dispatch';
import { badRequest, HttpError } from './http/errors';
import { LARGE } from './world/large';
import { WorldRegistry } from './world/registry';
import type { WorldOptions } from './world/world';

export const WORLD_COOKIE = 'sandbox_world';
export const WORLD_HEADER = 'x-sandbox-world';
const DOCUMENTS = new Set<DocumentName>(['admin', 'client', 'internal']);
const MEDIA_DEFAULT = 'http://localhost:4013/media/';
/** Larger request bodies are refused (413); the contract's largest is a few kilobytes. */
const BODY_LIMIT = 5 * 1024 * 1024;

export interface SandboxOptions {
  port: number;
  host?: string;
  /** Options of the default world (`npm start`); worlds chosen by tests are standard and fixed. */
  world: WorldOptions;
  /** Where the asset server listens (the seeded media links name port 4013). */
  assetsPort?: number;
  /** Where the local web server serves the asset server over HTTPS, for pages over HTTPS (scripts/lib/nginx.mjs). */
  assetsHttpsPort?: number;
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

/** The request's JSON body (undefined when empty); 413 past the limit, once the body has been read; 400 when it is not JSON. */
function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    request.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length <= BODY_LIMIT) chunks.push(chunk);
    });
    request.on('error', reject);
    request.on('end', () => {
      if (length > BODY_LIMIT) return reject(new HttpError(413, `The body is larger than ${BODY_LIMIT} bytes`));
      const text = Buffer.concat(chunks).toString('utf8');
      if (!text.trim()) return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(badRequest('The body is not valid JSON'));
      }
    });
  });
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

function send(response: ServerResponse, status: number, body: unknown, mediaBase: string): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  let text = JSON.stringify(body);
  if (mediaBase !== MEDIA_DEFAULT) text = text.replaceAll(MEDIA_DEFAULT, mediaBase);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) }).end(text);
}

function control(registry: WorldRegistry, request: IncomingMessage, url: URL, response: ServerResponse, mediaBase: string): void {
  const action = url.pathname.slice('/__sandbox/'.length);
  if (action === 'reset' && request.method === 'POST') {
    registry.reset(worldIdOf(request, url));
    send(response, 204, undefined, mediaBase);
  } else if (action === 'world' && request.method === 'PUT') {
    readJson(request)
      .then((body) => {
        registry.configure(worldIdOf(request, url) ?? '', { size: sizeOf(body), clock: 'fixed' });
        send(response, 204, undefined, mediaBase);
      })
      .catch((error: unknown) => refuse(response, error, mediaBase));
  } else if (action === 'status' && request.method === 'GET') {
    send(response, 200, { worlds: registry.ids() }, mediaBase);
  } else {
    send(response, 404, { error_code: 404, message: `No sandbox control ${request.method} ${url.pathname}` }, mediaBase);
  }
}

/** The error answer for `error`: its own for an HttpError (a malformed request), else 500. */
function refuse(response: ServerResponse, error: unknown, mediaBase: string): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  if (error instanceof HttpError) {
    send(response, error.status, error.body(), mediaBase);
    return;
  }
  console.error('sandbox:', error);
  send(response, 500, { error_code: 500, message: error instanceof Error ? error.message : String(error) }, mediaBase);
}

/** The request's address, or a 400 for a target that is not a path (`*`, `//`, an absolute URL). */
function addressOf(request: IncomingMessage): URL {
  const target = request.url ?? '/';
  if (!target.startsWith('/') || target.startsWith('//') || !URL.canParse(target, 'http://sandbox'))
    throw badRequest('The request target is not a path');
  return new URL(target, 'http://sandbox');
}

function route(registry: WorldRegistry, request: IncomingMessage, response: ServerResponse, mediaBase: string): void {
  const url = addressOf(request);
  if (url.pathname.startsWith('/__sandbox/')) {
    control(registry, request, url, response, mediaBase);
    return;
  }
  const [, document = '', ...rest] = url.pathname.split('/');
  if (!DOCUMENTS.has(document as DocumentName)) {
    send(response, 404, { error_code: 404, message: `Unknown document in ${url.pathname}` }, mediaBase);
    return;
  }
  const worldId = worldIdOf(request, url);
  readJson(request).then(
    (body) => {
      const world = registry.get(worldId);
      const answer = handle(world, {
        document: document as DocumentName,
        method: request.method ?? 'GET',
        path: `/${rest.join('/')}`,
        search: url.search,
        authorization: request.headers.authorization,
        body,
        userAgent: request.headers['user-agent'],
        ip: forwardedFor(request),
      });
      send(response, answer.status, answer.body, mediaBase);
    },
    (error: unknown) => refuse(response, error, mediaBase),
  );
}

/** Starts the sandbox; resolves with the listening server. */
export function startSandbox(options: SandboxOptions): Promise<Server> {
  const registry = new WorldRegistry(options.world);
  const mediaBases = {
    http: `http://localhost:${options.assetsPort ?? 4013}/media/`,
    https: `https://localhost:${options.assetsHttpsPort ?? 4176}/media/`,
  };
  const server = createServer((request, response) => {
    // A page over HTTPS gets its media over HTTPS too, as from a deployment's storage.
    const mediaBase = request.headers['x-forwarded-proto'] === 'https' ? mediaBases.https : mediaBases.http;
    try {
      route(registry, request, response, mediaBase);
    } catch (error) {
      refuse(response, error, mediaBase);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
