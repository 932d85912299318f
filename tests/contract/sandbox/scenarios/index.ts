// Every scenario of the conformance suite: the sandbox's own test and `npm run verify-api --writes` run them.
import type { Scenario } from '../scenario';
import { accessScenarios } from './access';
import { activityScenarios } from './activities';
import { alertScenarios } from './alerts';
import { appScenarios } from './apps';
import { authScenarios } from './auth';
import { commentScenarios } from './comments';
import { deviceUserScenarios } from './device-users';
import { deviceScenarios } from './devices';
import { governanceScenarios } from './governance';
import { overviewScenarios } from './overview';
import { payloadScenarios } from './payloads';
import { providerScenarios } from './provider';
import { supportAccessScenarios } from './support-access';
import { trackScenarios } from './tracks';
import { transferScenarios } from './transfers';

/** Every conformance scenario, in the order they run. */
export const SCENARIOS: Scenario[] = [
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
