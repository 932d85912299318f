import type { Scenario } from '../scenario';

export const accessScenarios: Scenario[] = [];
