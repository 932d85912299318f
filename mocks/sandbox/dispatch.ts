// One request through the sandbox, without HTTP: match the operation, identify the caller, check
// permissions and the request against the contract's schemas, run the handler, shape the answer.
// The HTTP server, the conformance tests and the unit tests' MSW handlers all call `handle`.
import type { ZodType } from 'zod';
import { operationSchemas as adminSchemas } from '../../generated/admin/operation-schemas';
import { operationSchemas as clientSchemas } from '../../generated/client/operation-schemas';
import { operationSchemas as internalSchemas } from '../../generated/internal/operation-schemas';
import { clean } from '../data/example-doc.mjs';
import { ADMIN_CLIENT, grantsOf, identify, type Caller } from './auth/caller';
import type { Grants } from './auth/permissions';
import type { DocumentName } from './contract';
import type { Ctx, Handler } from './handler';
import { recordActivity } from './areas/activities';
import { HANDLERS } from './handlers';
import { HttpError, forbidden } from './http/errors';
import { readBody, readQuery } from './http/request';
import { matchRoute, type Match, type Route } from './routes';
import { scenarioBody, scenarioFor, type Scenario } from './scenarios';
import { UNSERVED } from './unserved';
import { touch, type Org } from './world/org';
import type { World } from './world/world';

export interface SandboxRequest {
  document: DocumentName;
  method: string;
  /** The document's path, e.g. `/api/v1/acme/tags`, still percent-encoded. */
  path: string;
  /** The query string, with or without its `?`. */
  search: string;
  authorization?: string | undefined;
  body?: unknown;
  /** The caller's browser and address, for the audit log. */
  userAgent?: string | undefined;
  ip?: string | undefined;
  /** The Prefer header: `code=…` and `delay=…` ask for a scenario (scenarios.ts). */
  prefer?: string | undefined;
}

export interface SandboxResponse {
  status: number;
  body?: unknown;
  operationId?: string;
  /** Milliseconds the server waits before answering (a scenario's delay). */
  delayMs?: number;
}

interface OperationSchemas {
  status: number;
  /** The error statuses the operation declares. */
  errors: readonly number[];
  query?: ZodType;
  body?: ZodType;
}

const SCHEMAS: Record<DocumentName, Record<string, OperationSchemas>> = {
  admin: adminSchemas,
  client: clientSchemas,
  internal: internalSchemas,
};

const anonymous = (client: string | undefined): Caller => ({ client: client ?? '', user: '', name: '', staff: false, roles: [] });

interface Context extends Ctx<unknown> {
  /** The organisation, when the handler used it. */
  touched(): Org | undefined;
}

function context(
  world: World,
  request: SandboxRequest,
  operationId: string,
  params: Record<string, string>,
  caller: Caller,
  query: unknown,
  body: unknown,
): Context {
  let org: Org | undefined;
  let grants: Grants | undefined;
  const orgOf = (): Org => {
    if (request.document === 'internal' || caller.client === ADMIN_CLIENT) throw forbidden('No client organisation is acted on here');
    org ??= world.org(request.document === 'admin' ? (params.client ?? caller.client) : caller.client);
    return org;
  };
  return {
    path: params,
    query,
    body,
    world,
    action: operationId,
    caller,
    get org() {
      return orgOf();
    },
    get grants() {
      grants ??= grantsOf(orgOf(), caller);
      return grants;
    },
    may(group: string) {
      return this.grants.allows(operationId, group);
    },
    now: () => world.now(),
    touched: () => org,
  } as Context;
}

/** Reports each answered call of a client organisation's user to the audit log (areas/activities.ts). */
function audit(
  world: World,
  request: SandboxRequest,
  operationId: string,
  params: Record<string, string>,
  caller: Caller,
  started: number,
  response: SandboxResponse,
): void {
  if (request.document === 'internal' || !caller.user || caller.client === ADMIN_CLIENT) return;
  const message = response.status >= 400 ? (response.body as { message?: string } | undefined)?.message : undefined;
  const search = new URLSearchParams(request.search);
  const query = Object.fromEntries([...new Set(search.keys())].map((name) => [name, search.getAll(name).join(',')]));
  const { client: _client, ...pathParams } = params;
  recordActivity({
    org: world.org(caller.client),
    caller,
    operationId,
    params: { ...query, ...pathParams },
    status: response.status,
    denial: response.status === 403 ? message : undefined,
    userAgent: request.userAgent,
    ip: request.ip,
    at: world.nowMs(),
    durationMs: Date.now() - started,
  });
}

/** The error statuses an operation declares (the status a scenario may ask for). */
export const declaredErrors = (document: DocumentName, operationId: string): readonly number[] =>
  SCHEMAS[document][operationId]?.errors ?? [];

function run(world: World, request: SandboxRequest, match: Match, scenario: Scenario): SandboxResponse {
  const { route, params } = match;
  if (scenario.status !== undefined && declaredErrors(request.document, route.operationId).includes(scenario.status))
    return { status: scenario.status, body: scenarioBody(scenario.status), operationId: route.operationId };
  const handler = (HANDLERS[request.document] as unknown as Record<string, Handler<unknown> | undefined>)[route.operationId];
  if (!handler) {
    const reason = (UNSERVED[request.document] as Record<string, string>)[route.operationId] ?? 'not served';
    throw new HttpError(501, `${route.operationId}: ${reason}`);
  }
  const caller = route.auth ? identify(world, request.document, request.authorization, params.client) : anonymous(params.client);
  const started = Date.now();
  const response = answer(world, request, route, params, caller, handler);
  audit(world, request, route.operationId, params, caller, started, response);
  return response;
}

function answer(
  world: World,
  request: SandboxRequest,
  route: Route,
  params: Record<string, string>,
  caller: Caller,
  handler: Handler<unknown>,
): SandboxResponse {
  try {
    return respond(world, request, route, params, caller, handler);
  } catch (error) {
    return failure(error);
  }
}

function respond(
  world: World,
  request: SandboxRequest,
  route: Route,
  params: Record<string, string>,
  caller: Caller,
  handler: Handler<unknown>,
): SandboxResponse {
  const schemas = SCHEMAS[request.document][route.operationId];
  const query = readQuery(request.search, schemas?.query);
  const body = readBody(request.body, schemas?.body);
  const ctx = context(world, request, route.operationId, params, caller, query, body);
  if (route.auth && request.document !== 'internal' && caller.client !== ADMIN_CLIENT && !ctx.grants.allows(route.operationId)) {
    throw forbidden(`${caller.user} may not ${route.operationId}`);
  }
  const result = handler(ctx);
  const changed = ctx.touched();
  if (changed && route.method !== 'GET') touch(changed);
  const status = schemas?.status ?? 200;
  return { status, body: status === 204 ? undefined : clean(result), operationId: route.operationId };
}

function failure(error: unknown): SandboxResponse {
  if (error instanceof HttpError) return { status: error.status, body: error.body() };
  console.error('sandbox:', error);
  return { status: 500, body: { error_code: 500, message: error instanceof Error ? error.message : String(error) } };
}

/** Answers one request in `world`; never throws. */
export function handle(world: World, request: SandboxRequest): SandboxResponse {
  const path = request.path.split('?')[0] ?? '';
  let match: Match | undefined;
  try {
    match = matchRoute(request.document, request.method.toUpperCase(), path);
  } catch (error) {
    // A path parameter that does not decode.
    return failure(error);
  }
  if (!match) return failure(new HttpError(404, `No operation of the ${request.document} document answers ${request.method} ${path}`));
  const scenario = scenarioFor(world, match.route.operationId, request.prefer);
  let response: SandboxResponse;
  try {
    response = run(world, request, match, scenario);
  } catch (error) {
    response = failure(error);
  }
  return scenario.delayMs ? { ...response, delayMs: scenario.delayMs } : response;
}
