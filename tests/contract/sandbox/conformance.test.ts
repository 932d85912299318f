// Every served operation of the sandbox, through the Prism proxies: each scenario runs in a fresh
// world; no answer may break the contract (sl-violations), be a 5xx, or be a 4xx the scenario did
// not ask for. At the end, every served operation must have answered with success at least once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDLERS } from '../../../mocks/sandbox/handlers';
import { UNSERVED } from '../../../mocks/sandbox/unserved';
import { operationIds } from '../../../mocks/sandbox/routes';
import type { DocumentName } from '../../../mocks/sandbox/contract';
import { startConformance, type RunningSandbox } from './harness';
import type { Scenario } from './scenario';
import { accessScenarios } from './scenarios/access';
import { activityScenarios } from './scenarios/activities';
import { alertScenarios } from './scenarios/alerts';
import { appScenarios } from './scenarios/apps';
import { authScenarios } from './scenarios/auth';
import { commentScenarios } from './scenarios/comments';
import { deviceUserScenarios } from './scenarios/device-users';
import { deviceScenarios } from './scenarios/devices';
import { governanceScenarios } from './scenarios/governance';
import { overviewScenarios } from './scenarios/overview';
import { payloadScenarios } from './scenarios/payloads';
import { providerScenarios } from './scenarios/provider';
import { supportAccessScenarios } from './scenarios/support-access';
import { trackScenarios } from './scenarios/tracks';
import { transferScenarios } from './scenarios/transfers';

const SCENARIOS: Scenario[] = [
  ...accessScenarios,
  ...activityScenarios,
  ...alertScenarios,
  ...appScenarios,
  ...authScenarios,
  ...commentScenarios,
  ...deviceUserScenarios,
  ...deviceScenarios,
  ...governanceScenarios,
  ...overviewScenarios,
  ...payloadScenarios,
  ...providerScenarios,
  ...supportAccessScenarios,
  ...trackScenarios,
  ...transferScenarios,
];

let running: RunningSandbox;

beforeAll(async () => {
  running = await startConformance();
});

afterAll(async () => {
  await running?.stop();
});

describe('the sandbox through the Prism proxies', () => {
  SCENARIOS.forEach((scenario, index) => {
    it(scenario.name, async () => {
      await scenario.run(running.api.inWorld(`conformance-${index}`));
    });
  });
});

describe('coverage of spec section 7', () => {
  it.each(['admin', 'client', 'internal'] as DocumentName[])(
    'every %s operation is served or listed as unserved with a reason',
    (document) => {
      const served = Object.keys(HANDLERS[document]);
      const unserved = Object.keys(UNSERVED[document]);
      expect([...served, ...unserved].sort()).toEqual(operationIds(document).sort());
      expect(served.filter((operationId) => unserved.includes(operationId))).toEqual([]);
    },
  );

  it('every served operation answered with success in some scenario', () => {
    const succeeded = new Set(
      [...running.api.seen].filter(([, statuses]) => [...statuses].some((status) => status < 300)).map(([operationId]) => operationId),
    );
    const served = (['admin', 'client', 'internal'] as const).flatMap((document) => Object.keys(HANDLERS[document]));
    expect(served.filter((operationId) => !succeeded.has(operationId))).toEqual([]);
  });
});
