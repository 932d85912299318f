// The API as the verifier calls it: every call goes through the document's Prism proxy (which
// checks request and answer against the contract) and is noted as an observation of its operation,
// with Prism's `sl-violations` and the deployment's own status (recorder.ts). Scenarios use it as
// their ScenarioApi: a call they did not expect throws, as in the sandbox's own test.
import qs from 'qs';
import type { Identity } from '../../mocks/sandbox/auth/tokens';
import type { DocumentName } from '../../mocks/sandbox/contract';
import { matchRoute } from '../../mocks/sandbox/routes';
import { USERS, type Answer, type CallOptions, type Json, type ScenarioApi } from '../../tests/contract/sandbox/scenario';
import { CALL_HEADER, type Recorder, type UpstreamStatus } from './recorder';

export interface Observation {
  document: DocumentName;
  operationId: string;
  /** `GET /api/v1/acme/devices?limit=2`, as called. */
  call: string;
  status: number;
  /** The deployment's status; undefined when Prism refused the request before it reached the deployment. */
  upstream: UpstreamStatus | undefined;
  /** Prism's `sl-violations`, as `location: message`. */
  violations: string[];
  /** The caller asked for this status (a scenario's error path). */
  expected: boolean;
}

/** Tokens for the identities calls are made as. */
export interface Auth {
  /** An id token for `identity`; throws NotReached when the verifier has none. */
  token(identity: Identity): string;
}

/** A call the verifier cannot make (no token for a user, no data for a path). */
export class NotReached extends Error {}

export interface ClientContext {
  prism: Record<DocumentName, string>;
  recorder: Recorder;
  auth: Auth;
  observations: Observation[];
  /** The sandbox world calls name (`x-sandbox-world`); none for a real deployment. */
  world?: string | undefined;
  /** The organisation scenarios act on, where they say `acme`. */
  org: string;
}

let calls = 0;

function violationsOf(header: string | null): string[] {
  if (!header) return [];
  try {
    return (JSON.parse(header) as { location?: string[]; message?: string }[]).map(
      (violation) => `${(violation.location ?? []).join('.')}: ${violation.message ?? ''}`,
    );
  } catch {
    return [header];
  }
}

export class VerifyClient implements ScenarioApi {
  constructor(readonly context: ClientContext) {}

  /** The same client in another sandbox world. */
  inWorld(world: string | undefined): VerifyClient {
    return new VerifyClient({ ...this.context, world });
  }

  private orgPath(path: string): string {
    const { org } = this.context;
    return org === 'acme'
      ? path
      : path
          .replace(/^\/api\/v1\/acme(\/|$)/, `/api/v1/${org}$1`)
          .replace(/^\/internal\/v1\/clients\/acme(\/|$)/, `/internal/v1/clients/${org}$1`);
  }

  token(identity: Identity): string {
    return this.context.auth.token(identity.client === 'acme' ? { ...identity, client: this.context.org } : identity);
  }

  /** Makes a call and notes it; never throws for the answer's status or violations. */
  async observe(
    document: DocumentName,
    method: string,
    rawPath: string,
    options: CallOptions = {},
  ): Promise<Answer & { observation: Observation }> {
    const path = this.orgPath(rawPath);
    const identity = options.as === undefined ? (document === 'internal' ? USERS.staff : USERS.acmeAdmin) : options.as;
    const id = String((calls += 1));
    const headers: Record<string, string> = { accept: 'application/json', [CALL_HEADER]: id };
    if (this.context.world) headers['x-sandbox-world'] = this.context.world;
    if (options.authorization) headers.authorization = options.authorization;
    else if (identity) headers.authorization = `Bearer ${this.token(identity)}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const search = options.query ? qs.stringify(options.query, { arrayFormat: 'repeat', skipNulls: true }) : '';
    const response = await fetch(`${this.context.prism[document]}${path}${search ? `?${search}` : ''}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: Json;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const operationId = matchRoute(document, method, path.split('?')[0] ?? '')?.route.operationId ?? '';
    const observation: Observation = {
      document,
      operationId,
      call: `${method} ${path}${search ? `?${search}` : ''}`,
      status: response.status,
      upstream: this.context.recorder.status(id),
      violations: violationsOf(response.headers.get('sl-violations')),
      expected: options.status !== undefined && options.status === response.status,
    };
    if (operationId) this.context.observations.push(observation);
    return { status: response.status, body, operationId: operationId || undefined, observation };
  }

  async call(document: DocumentName, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const { observation, ...answer } = await this.observe(document, method, path, options);
    const where = `${observation.call} (${observation.operationId || 'no operation'})`;
    if (observation.violations.length)
      throw new Error(`${where}: Prism found the answer breaks the contract: ${observation.violations.join('; ')}`);
    const wanted = options.status === undefined ? answer.status < 300 : answer.status === options.status;
    if (!wanted)
      throw new Error(
        `${where}: answered ${answer.status}, expected ${options.status ?? 'a 2xx'}: ${JSON.stringify(answer.body)?.slice(0, 300)}`,
      );
    return answer;
  }

  get = (document: DocumentName, path: string, options?: CallOptions) => this.call(document, 'GET', path, options);
  put = (document: DocumentName, path: string, options?: CallOptions) => this.call(document, 'PUT', path, options);
  post = (document: DocumentName, path: string, options?: CallOptions) => this.call(document, 'POST', path, options);
  delete = (document: DocumentName, path: string, options?: CallOptions) => this.call(document, 'DELETE', path, options);
}
