// The mock controls' routes under `/__sandbox/scenarios` (the world chosen by the `sandbox_world`
// cookie or the `x-sandbox-world` header): `GET` lists every operation with its declared error
// statuses and the scenarios set; `PUT scenarios/<operationId>` sets one (`{"status"?: 500,
// "delay_ms"?: 3000}`); `DELETE scenarios/<operationId>` clears one, `DELETE scenarios` all.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { declaredErrors } from './dispatch';
import { invalidScenario, scenarioOperations, worldScenarios } from './scenarios';
import { readJson, send } from './http/io';
import type { World } from './world/world';

const operations = scenarioOperations(declaredErrors);

function listing(world: World) {
  const scenarios = Object.fromEntries(
    [...worldScenarios(world)].map(([operationId, scenario]) => [
      operationId,
      { status: scenario.status ?? null, delay_ms: scenario.delayMs ?? null },
    ]),
  );
  return { operations, scenarios };
}

function put(world: World, operationId: string, request: IncomingMessage, response: ServerResponse): void {
  const operation = operations.find((entry) => entry.operationId === operationId);
  if (!operation) {
    send(response, 404, { error_code: 404, message: `No operation ${operationId}` });
    return;
  }
  readJson(request)
    .then((body) => {
      const problem = invalidScenario(body, operation.statuses);
      if (problem) {
        send(response, 422, { error_code: 422, message: problem });
        return;
      }
      const { status, delay_ms: delayMs } = body as { status?: number | null; delay_ms?: number | null };
      if (status == null && !delayMs) worldScenarios(world).delete(operationId);
      else worldScenarios(world).set(operationId, { ...(status == null ? {} : { status }), ...(delayMs ? { delayMs } : {}) });
      send(response, 200, listing(world));
    })
    .catch(() => send(response, 400, { error_code: 400, message: 'The body is not valid JSON' }));
}

/** Answers one request to `/__sandbox/scenarios[/<operationId>]`. */
export function scenarioControl(world: World, request: IncomingMessage, action: string, response: ServerResponse): void {
  const operationId = decodeURIComponent(action.slice('scenarios/'.length));
  if (action === 'scenarios' && request.method === 'GET') send(response, 200, listing(world));
  else if (action === 'scenarios' && request.method === 'DELETE') {
    worldScenarios(world).clear();
    send(response, 200, listing(world));
  } else if (operationId && request.method === 'PUT') put(world, operationId, request, response);
  else if (operationId && request.method === 'DELETE') {
    worldScenarios(world).delete(operationId);
    send(response, 200, listing(world));
  } else send(response, 404, { error_code: 404, message: `No sandbox control ${request.method} /__sandbox/${action}` });
}
