// What a conformance scenario sees of the API: calls on the three documents as a signed-in user,
// each checked by Prism. `npm run verify-api` (scripts/verify-api) implements it; its own test
// (tests/contract/verify-api.test.ts) runs every scenario on the sandbox.
import type { DocumentName } from '../../../mocks/sandbox/contract';
import type { Identity } from '../../../mocks/sandbox/auth/tokens';

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

/** The API as a scenario calls it; a call fails (throws) on an unexpected status or a contract violation. */
export interface ScenarioApi {
  call(document: DocumentName, method: string, path: string, options?: CallOptions): Promise<Answer>;
  get(document: DocumentName, path: string, options?: CallOptions): Promise<Answer>;
  put(document: DocumentName, path: string, options?: CallOptions): Promise<Answer>;
  post(document: DocumentName, path: string, options?: CallOptions): Promise<Answer>;
  delete(document: DocumentName, path: string, options?: CallOptions): Promise<Answer>;
  /** An id token the API accepts for `identity`. */
  token(identity: Identity): string;
}

/** One conformance scenario: a list, a write read back, an error path. Runs in a world of its own. */
export interface Scenario {
  name: string;
  run: (api: ScenarioApi) => Promise<void>;
}
