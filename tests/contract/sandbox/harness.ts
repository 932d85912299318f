// The sandbox behind its three Prism proxies, as `npm start` runs them, for the conformance tests:
// every answer is checked for Prism's `sl-violations` header and for 5xx, and the operations that
// answered with success are recorded, so a test can prove every served operation was exercised.
import type { Server } from 'node:http';
import qs from 'qs';
import { expect } from 'vitest';
import { mintTokens, type Identity } from '../../../mocks/sandbox/auth/tokens';
import type { DocumentName } from '../../../mocks/sandbox/contract';
import { matchRoute } from '../../../mocks/sandbox/routes';
import { startSandbox } from '../../../mocks/sandbox/server';
import { freePort, startPrism, type RunningPrism } from '../support/prism';

const root = new URL('../../../', import.meta.url).pathname;
const DOCUMENTS: DocumentName[] = ['admin', 'client', 'internal'];

/** The signed-in users scenarios act as. */
export const USERS = {
  acmeAdmin: { client: 'acme', user: 'it.admin@acme.example', name: 'IT Admin' },
  staff: { client: 'admin', user: 'ops.lead@provider.example', name: 'Olivia Ops-Lead' },
} satisfies Record<string, Identity>;

// Scenario code reads answers of many shapes; `any` keeps the assertions short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by Prism against the contract; tests read them freely
export type Json = any;

export interface Answer {
  status: number;
  body: Json;
  operationId: string | undefined;
}

export interface CallOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  /** Who calls (default: the acme admin on the admin and client documents, staff on the internal one). */
  as?: Identity | null;
  /** Raw Authorization header, for support mode or broken tokens. */
  authorization?: string;
  /** The status expected; anything else fails. Default: a 2xx. */
  status?: number;
}

export class Sandbox {
  /** operationId -> statuses seen. */
  readonly seen = new Map<string, Set<number>>();

  constructor(
    private readonly urls: Record<DocumentName, string>,
    readonly world: string,
  ) {}

  /** The same sandbox in another (fresh) world. */
  inWorld(world: string): Sandbox {
    const other = new Sandbox(this.urls, world);
    Object.defineProperty(other, 'seen', { value: this.seen });
    return other;
  }

  async call(document: DocumentName, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const identity = options.as === undefined ? (document === 'internal' ? USERS.staff : USERS.acmeAdmin) : options.as;
    const headers: Record<string, string> = { accept: 'application/json', 'x-sandbox-world': this.world };
    if (options.authorization) headers.authorization = options.authorization;
    else if (identity) headers.authorization = `Bearer ${mintTokens(identity).id_token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const search = options.query ? qs.stringify(options.query, { arrayFormat: 'repeat', skipNulls: true }) : '';
    const response = await fetch(`${this.urls[document]}${path}${search ? `?${search}` : ''}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const body: Json = text ? JSON.parse(text) : undefined;
    const operationId = matchRoute(document, method, path.split('?')[0] ?? '')?.route.operationId;
    const where = `${method} ${path}${search ? `?${search}` : ''} (${operationId ?? 'no operation'})`;
    expect(response.headers.get('sl-violations'), `${where}: Prism found the answer breaks the contract`).toBeNull();
    if (options.status === undefined) expect(response.status, `${where}: ${text.slice(0, 500)}`).toBeLessThan(300);
    else expect(response.status, `${where}: ${text.slice(0, 500)}`).toBe(options.status);
    if (operationId) {
      if (!this.seen.has(operationId)) this.seen.set(operationId, new Set());
      this.seen.get(operationId)?.add(response.status);
    }
    return { status: response.status, body, operationId };
  }

  /** An id token the sandbox accepts for `identity`. */
  token(identity: Identity): string {
    return mintTokens(identity).id_token;
  }

  get = (document: DocumentName, path: string, options?: CallOptions) => this.call(document, 'GET', path, options);
  put = (document: DocumentName, path: string, options?: CallOptions) => this.call(document, 'PUT', path, options);
  post = (document: DocumentName, path: string, options?: CallOptions) => this.call(document, 'POST', path, options);
  delete = (document: DocumentName, path: string, options?: CallOptions) => this.call(document, 'DELETE', path, options);
}

export interface RunningSandbox {
  api: Sandbox;
  stop: () => Promise<void>;
}

/** Starts the sandbox and the three Prism proxies on free ports. */
export async function startConformance(): Promise<RunningSandbox> {
  const port = await freePort();
  const server: Server = await startSandbox({ port, world: { size: 'standard', clock: 'fixed' } });
  const prisms: RunningPrism[] = [];
  try {
    for (const document of DOCUMENTS)
      prisms.push(await startPrism(`${root}generated/openapi/${document}.yaml`, `http://127.0.0.1:${port}/${document}`));
  } catch (error) {
    await Promise.all(prisms.map((prism) => prism.stop()));
    server.close();
    throw error;
  }
  const urls = Object.fromEntries(DOCUMENTS.map((document, index) => [document, prisms[index]?.url ?? ''])) as Record<DocumentName, string>;
  return {
    api: new Sandbox(urls, 'conformance'),
    stop: async () => {
      await Promise.all(prisms.map((prism) => prism.stop()));
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
