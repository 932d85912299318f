import type { Scenario } from '../scenario';

export const deviceUserScenarios: Scenario[] = [];
