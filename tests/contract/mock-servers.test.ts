// The mock servers as `npm start` wires them (the sandbox, a Prism proxy per document behind its
// guard, the asset server) listen on the loopback interface only, answer every malformed request
// with a 4xx, and still answer afterwards.
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAssetServer } from '../../mocks/asset-server.mjs';
import { ports } from '../../mocks/ports.mjs';
import { startPrismGuard } from '../../mocks/prism-guard.mjs';
import { mintTokens } from '../../mocks/sandbox/auth/tokens';
import { startSandbox } from '../../mocks/sandbox/server';
import { freePort, startPrism, type RunningPrism } from './support/prism';

const root = new URL('../../', import.meta.url).pathname;
const DOCUMENTS = ['admin', 'client', 'internal'] as const;
type Document = (typeof DOCUMENTS)[number];

interface Call {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

interface Answer {
  status: number;
  location: string | undefined;
}

/** Sends `call` as it is (no URL normalising, unlike fetch) to 127.0.0.1:`port`. */
function send(port: number, { method = 'GET', path, headers = {}, body }: Call): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers, timeout: 30_000 }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, location: answer.headers.location }));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${path}: no answer`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const MALFORMED = '%E0%A4%A';
const staffToken = mintTokens({ client: 'admin', user: 'ops.lead@provider.example', name: 'Olivia Ops-Lead' }).id_token;
const acmeToken = mintTokens({ client: 'acme', user: 'it.admin@acme.example', name: 'IT Admin' }).id_token;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A well-formed request each document's operations answer, by the acme admin (staff on the internal document). */
const WELL_FORMED: Record<Document, Call> = {
  admin: { path: '/api/v1/acme/tags', headers: auth(acmeToken) },
  client: { path: '/api/v1/payloads?limit=1', headers: auth(acmeToken) },
  internal: { path: '/internal/v1/clients', headers: auth(staffToken) },
};

/** Requests Prism itself stopped on, or that break the percent-encoding, the target or the world cookie. */
const HOSTILE_TO_PRISM: Record<Document, Call[]> = {
  admin: [
    { path: `/api/v1/${MALFORMED}/profile`, headers: auth(acmeToken) },
    { path: `/api/v1/acme/tags/${MALFORMED}`, headers: auth(acmeToken) },
  ],
  client: [
    { path: `/api/v1/payloads/${MALFORMED}`, headers: auth(acmeToken) },
    { path: '/api/v1/payloads/%ZZ', headers: auth(acmeToken) },
    { path: `/api/v1/payloads?search=${MALFORMED}`, headers: auth(acmeToken) },
  ],
  internal: [{ path: `/internal/v1/clients/${MALFORMED}/roles`, headers: auth(staffToken) }],
};
const hostileToAnyGuard = (document: Document): Call[] => [
  ...HOSTILE_TO_PRISM[document],
  { path: '//' },
  { path: '*' },
  { path: 'http://example.com/api/v1/payloads' },
  { ...WELL_FORMED[document], headers: { ...WELL_FORMED[document].headers, cookie: `sandbox_world=${MALFORMED}` } },
];

const HOSTILE_TO_SANDBOX: Call[] = [
  { path: '/admin/api/v1/acme/profile', headers: { ...auth(acmeToken), cookie: `sandbox_world=${MALFORMED}` } },
  { path: `/admin/api/v1/acme/tags/${MALFORMED}`, headers: auth(acmeToken) },
  { path: '//' },
  { path: 'http://example.com/admin/api/v1/acme/tags' },
  {
    method: 'POST',
    path: '/client/api/v1/receipts',
    headers: { ...auth(acmeToken), 'content-type': 'application/json' },
    body: '{"payload',
  },
  {
    method: 'POST',
    path: '/client/api/v1/receipts',
    headers: { ...auth(acmeToken), 'content-type': 'application/json' },
    body: Buffer.alloc(6 * 1024 * 1024, 0x20),
  },
  { method: 'PUT', path: '/__sandbox/world', headers: { 'x-sandbox-world': 'hostile-1' }, body: 'not json' },
  { method: 'PUT', path: '/__sandbox/world', headers: { 'x-sandbox-world': 'hostile-2' }, body: '{"size":"huge"}' },
  {
    method: 'PUT',
    path: '/__sandbox/world',
    headers: { 'x-sandbox-world': 'hostile-3' },
    body: '{"size":{"devices":1000000000,"payloads":1}}',
  },
  { method: 'POST', path: '/__sandbox/reset', headers: { cookie: `sandbox_world=${MALFORMED}` } },
];

const authorize = (redirect: string) => `/oauth2/authorize?response_type=code&state=s1&redirect_uri=${redirect}`;
const HOSTILE_TO_ASSETS: Call[] = [
  { path: '/media/' },
  { path: `/media/${MALFORMED}` },
  { path: '/maps/' },
  { path: '/media/%2e%2e/%2e%2e/package.json' },
  { path: '/media/..%2f..%2fpackage.json' },
  { path: '/media/call-1.wav%00.txt' },
  { path: '/media/call-1.wav', headers: { range: 'bytes=999999999-' } },
  { path: authorize('x') },
  { path: authorize(MALFORMED) },
  { path: authorize('') },
  { path: authorize(encodeURIComponent('http://evil.example/sign-in')) },
  { path: authorize(encodeURIComponent(`http://localhost:${ports.preview}.evil.example/sign-in`)) },
  { path: authorize(encodeURIComponent(`http://user:secret@localhost:${ports.preview}/sign-in`)) },
  { path: authorize(encodeURIComponent('javascript:alert(1)//localhost')) },
  { path: '//' },
  { path: '*' },
  { path: 'http://example.com/media/call-1.wav' },
];

let sandbox: Server;
let assets: Server;
const prisms: RunningPrism[] = [];
const guards = new Map<Document, Server>();
const portOf = (server: Server) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  sandbox = await startSandbox({ port: await freePort(), world: { size: 'standard', clock: 'fixed' } });
  assets = await startAssetServer(await freePort(), { portalPorts: [ports.preview] });
  await Promise.all(
    DOCUMENTS.map(async (document) => {
      const prism = await startPrism(`${root}generated/openapi/${document}.yaml`, `http://127.0.0.1:${portOf(sandbox)}/${document}`);
      prisms.push(prism);
      guards.set(document, await startPrismGuard(await freePort(), Number(new URL(prism.url).port)));
    }),
  );
});

afterAll(async () => {
  const close = (server: Server) => new Promise((resolve) => server.close(resolve));
  await Promise.all([...prisms.map((prism) => prism.stop()), ...[sandbox, assets, ...guards.values()].map(close)]);
});

const isClientError = (status: number) => status >= 400 && status < 500;

describe('the mock servers', () => {
  it('listen on the loopback interface only', () => {
    for (const server of [sandbox, assets, ...guards.values()]) expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it.each(DOCUMENTS)('the %s Prism proxy answers hostile requests with a 4xx through its guard and keeps answering', async (document) => {
    const port = portOf(guards.get(document)!);
    expect((await send(port, WELL_FORMED[document])).status).toBe(200);
    for (const call of hostileToAnyGuard(document))
      expect((await send(port, call)).status, `${call.method ?? 'GET'} ${call.path}`).toSatisfy(isClientError);
    expect((await send(port, WELL_FORMED[document])).status, 'Prism still answers').toBe(200);
  });

  it('the sandbox answers hostile requests with a 4xx and keeps answering', async () => {
    const port = portOf(sandbox);
    for (const call of HOSTILE_TO_SANDBOX)
      expect((await send(port, call)).status, `${call.method ?? 'GET'} ${call.path}`).toSatisfy(isClientError);
    expect((await send(port, { path: '/admin/api/v1/acme/tags', headers: auth(acmeToken) })).status, 'still answers').toBe(200);
  });

  it('the asset server answers hostile requests with a 4xx and keeps answering', async () => {
    const port = portOf(assets);
    for (const call of HOSTILE_TO_ASSETS) expect((await send(port, call)).status, `GET ${call.path}`).toSatisfy(isClientError);
    expect((await send(port, { path: '/media/call-1.wav', headers: { range: 'bytes=0-9' } })).status, 'still answers').toBe(206);
    const back = await send(port, { path: authorize(encodeURIComponent(`http://127.0.0.1:${ports.preview}/sign-in`)) });
    expect(back.status).toBe(302);
    expect(new URL(back.location ?? '').origin).toBe(`http://127.0.0.1:${ports.preview}`);
  });
});
