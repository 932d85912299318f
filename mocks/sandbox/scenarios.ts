// Scenarios: an error status or a delay asked for one call (`Prefer: code=500`, `Prefer: delay=2000`,
// as Prism's own `Prefer: code=…`; Prism's proxy forwards the header) or set per operation for a
// world (the portal's mock controls, through `/__sandbox/scenarios`). Only a status the operation
// declares is answered, with the body the contract gives it (ErrorRecord, or ValidationError for
// 422), so Prism validates it like any other answer.
import type { DocumentName } from './contract';
import { ROUTES } from './routes';
import type { World } from './world/world';

export interface Scenario {
  /** An error status the operation declares. */
  status?: number;
  /** Milliseconds before the answer. */
  delayMs?: number;
}

/** The longest delay a scenario may ask for. */
export const MAX_DELAY_MS = 60_000;

const byWorld = new WeakMap<World, Map<string, Scenario>>();

/** The scenarios set for a world's operations (a reset world starts with none). */
export function worldScenarios(world: World): Map<string, Scenario> {
  let scenarios = byWorld.get(world);
  if (!scenarios) {
    scenarios = new Map();
    byWorld.set(world, scenarios);
  }
  return scenarios;
}

/** `code=500, delay=2000` (RFC 7240 preferences; others are ignored). */
export function parsePrefer(header: string | undefined): Scenario {
  const scenario: Scenario = {};
  for (const part of (header ?? '').split(/[,;]/)) {
    const [name, raw] = part
      .trim()
      .split('=')
      .map((text) => text?.trim().replace(/^"|"$/g, ''));
    if (name === 'code' && /^\d{3}$/.test(raw ?? '')) scenario.status = Number(raw);
    if (name === 'delay' && /^\d{1,6}$/.test(raw ?? '')) scenario.delayMs = Math.min(Number(raw), MAX_DELAY_MS);
  }
  return scenario;
}

/** What applies to one call: the request's preferences over the world's scenario for the operation. */
export function scenarioFor(world: World, operationId: string, prefer: string | undefined): Scenario {
  return { ...worldScenarios(world).get(operationId), ...parsePrefer(prefer) };
}

const REASONS: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Data not found',
  409: 'Conflict',
  422: 'Validation failed',
  500: 'Internal server error',
  501: 'Not implemented',
  503: 'Service unavailable',
};

/** The contract's body of an error answer asked for by a scenario. */
export function scenarioBody(status: number): { error_code: number; message: string; errors?: [] } {
  const message = `${REASONS[status] ?? 'Error'} (a scenario of the sandbox)`;
  return status === 422 ? { error_code: status, message, errors: [] } : { error_code: status, message };
}

export interface ScenarioOperation {
  document: DocumentName;
  operationId: string;
  method: string;
  path: string;
  /** The error statuses the operation declares. */
  statuses: number[];
}

/** Every operation of the three documents with its declared error statuses, for the mock controls. */
export function scenarioOperations(errorsOf: (document: DocumentName, operationId: string) => readonly number[]): ScenarioOperation[] {
  return (['admin', 'client', 'internal'] as const).flatMap((document) =>
    ROUTES[document]
      .map((route) => ({
        document,
        operationId: route.operationId,
        method: route.method,
        path: route.path,
        statuses: [...errorsOf(document, route.operationId)],
      }))
      .sort((a, b) => a.operationId.localeCompare(b.operationId)),
  );
}

/** Checks a scenario sent to the control route; returns the error message, or undefined when it is valid. */
export function invalidScenario(scenario: unknown, statuses: readonly number[]): string | undefined {
  if (!scenario || typeof scenario !== 'object') return 'The body must be an object: {"status"?: number, "delay_ms"?: number}';
  const { status, delay_ms: delay } = scenario as { status?: unknown; delay_ms?: unknown };
  if (status !== undefined && status !== null && !statuses.includes(status as number))
    return `status must be one the operation declares: ${statuses.join(', ')}`;
  if (delay !== undefined && delay !== null && !(Number.isInteger(delay) && (delay as number) >= 0 && (delay as number) <= MAX_DELAY_MS))
    return `delay_ms must be a whole number from 0 to ${MAX_DELAY_MS}`;
  return undefined;
}
