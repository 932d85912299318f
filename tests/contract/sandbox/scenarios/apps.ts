import type { Scenario } from '../scenario';

export const appScenarios: Scenario[] = [];
