// The sandbox's scenario controls (mocks/sandbox/scenario-routes.ts), reached through the dev and
// preview servers' /mock/sandbox proxy. The world is the `sandbox_world` cookie the request carries.
import { z } from '@generated/zod';

const BASE = '/mock/sandbox/__sandbox/scenarios';

const listingSchema = z.object({
  operations: z.array(
    z.object({
      document: z.enum(['admin', 'client', 'internal']),
      operationId: z.string().regex(/^[A-Za-z]+$/),
      method: z.string(),
      path: z.string(),
      statuses: z.array(z.number().int().min(400).max(599)),
    }),
  ),
  scenarios: z.record(
    z.string().regex(/^[A-Za-z]+$/),
    z.object({ status: z.number().int().nullable(), delay_ms: z.number().int().nullable() }),
  ),
});

export type ScenarioListing = z.infer<typeof listingSchema>;
export interface ScenarioChoice {
  status: number | null;
  delay_ms: number | null;
}

async function call(path: string, init?: RequestInit): Promise<ScenarioListing> {
  const response = await fetch(`${BASE}${path}`, { credentials: 'same-origin', ...init });
  if (!response.ok) throw new Error(`${response.status}`);
  return listingSchema.parse(await response.json());
}

export const fetchScenarios = () => call('');

export const setScenario = (operationId: string, choice: ScenarioChoice) =>
  call(`/${encodeURIComponent(operationId)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(choice),
  });

export const clearScenario = (operationId: string) => call(`/${encodeURIComponent(operationId)}`, { method: 'DELETE' });

export const clearScenarios = () => call('', { method: 'DELETE' });
