import type { Scenario } from '../scenario';

export const deviceScenarios: Scenario[] = [];
