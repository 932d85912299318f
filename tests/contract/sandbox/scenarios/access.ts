import type { Scenario } from '../scenario';
import { accessRoleScenarios } from './access-roles';
import { accessTagGroupScenarios } from './access-tags-groups';

export const accessScenarios: Scenario[] = [...accessTagGroupScenarios, ...accessRoleScenarios];
