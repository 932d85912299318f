import type { RoleCondition, RolePermission, Tag } from '@generated/admin/model';
import { matchText, type MatchOutcome } from './matchers';

/** The group an action is tried on: its reference and its tags. */
export interface GroupSubject {
  group_reference: string;
  tags: readonly Tag[];
}

export interface ConditionTrace {
  index: number;
  /** The group meets every matcher of the condition (a condition without matchers meets every group). */
  matched: boolean;
  /** The condition holds: `matched`, or its opposite for an excluding (`is_denied`) condition. */
  satisfied: boolean;
  excluding: boolean;
  /** A matcher is not a valid regular expression: the condition never holds. */
  invalid: boolean;
}

export interface PermissionTrace {
  index: number;
  effect: 'allow' | 'deny';
  actionMatched: boolean;
  /** Every condition holds (true when there is none). */
  conditionsMet: boolean;
  conditions: ConditionTrace[];
  /** The permission covers this action on this group. */
  applies: boolean;
  /** `actions_matching` is not a valid regular expression: the permission never applies. */
  invalid: boolean;
}

export type Decision = 'allowed' | 'denied' | 'none';

export interface Evaluation {
  decision: Decision;
  /** Indexes of the permissions that decided: the denying ones when denied, the allowing ones when allowed. */
  decidedBy: number[];
  /** Allowing permissions that applied but lost to a deny. */
  overridden: number[];
  permissions: PermissionTrace[];
}

const present = (value: string | undefined): value is string => typeof value === 'string' && value !== '';

function all(outcomes: MatchOutcome[]): MatchOutcome {
  return { matched: outcomes.every((outcome) => outcome.matched), invalid: outcomes.some((outcome) => outcome.invalid) };
}

/**
 * Whether a group meets a condition's matchers: the name matcher against the group reference; the
 * key and value matchers against one and the same tag (a value matcher alone may match any tag).
 * All matchers present must match.
 */
export function matchCondition(condition: RoleCondition, group: GroupSubject): MatchOutcome {
  const isRegex = condition.is_regex ?? false;
  const outcomes: MatchOutcome[] = [];
  if (present(condition.names_matching)) outcomes.push(matchText(condition.names_matching, group.group_reference, isRegex));
  const { keys_matching: key, values_matching: value } = condition;
  if (present(key) || present(value)) {
    const perTag = group.tags.map((tag) =>
      all([
        ...(present(key) ? [matchText(key, tag.tag_key, isRegex)] : []),
        ...(present(value) ? [matchText(value, tag.tag_value, isRegex)] : []),
      ]),
    );
    const invalid = [key, value].some((pattern) => present(pattern) && matchText(pattern, '', isRegex).invalid);
    outcomes.push({ matched: !invalid && perTag.some((outcome) => outcome.matched), invalid });
  }
  return all(outcomes);
}

function traceCondition(condition: RoleCondition, index: number, group: GroupSubject): ConditionTrace {
  const outcome = matchCondition(condition, group);
  const excluding = condition.is_denied ?? false;
  const invalid = outcome.invalid ?? false;
  return { index, matched: outcome.matched, excluding, invalid, satisfied: !invalid && (excluding ? !outcome.matched : outcome.matched) };
}

/** How one permission treats an action on a group. */
export function tracePermission(permission: RolePermission, index: number, action: string, group: GroupSubject): PermissionTrace {
  const actionOutcome = matchText(permission.actions_matching, action, permission.is_regex ?? false);
  const conditions = (permission.conditions ?? []).map((condition, at) => traceCondition(condition, at, group));
  const conditionsMet = conditions.every((condition) => condition.satisfied);
  return {
    index,
    effect: permission.is_denied ? 'deny' : 'allow',
    actionMatched: actionOutcome.matched,
    conditionsMet,
    conditions,
    applies: actionOutcome.matched && conditionsMet,
    invalid: actionOutcome.invalid ?? false,
  };
}

/**
 * Evaluates a role's permissions for one action (operation id) on one group. Deny wins: any
 * applying deny refuses the action whatever allows it; otherwise any applying allow grants it;
 * an action no permission covers is not allowed.
 */
export function evaluatePermissions(permissions: readonly RolePermission[], action: string, group: GroupSubject): Evaluation {
  const traces = permissions.map((permission, index) => tracePermission(permission, index, action, group));
  const applying = (effect: 'allow' | 'deny') =>
    traces.filter((trace) => trace.applies && trace.effect === effect).map((trace) => trace.index);
  const denies = applying('deny');
  const allows = applying('allow');
  if (denies.length) return { decision: 'denied', decidedBy: denies, overridden: allows, permissions: traces };
  if (allows.length) return { decision: 'allowed', decidedBy: allows, overridden: [], permissions: traces };
  return { decision: 'none', decidedBy: [], overridden: [], permissions: traces };
}

/** The actions of `actions` a role allows on a group (for the "what can this role do here" summary). */
export function allowedActions(permissions: readonly RolePermission[], actions: readonly string[], group: GroupSubject): string[] {
  return actions.filter((action) => evaluatePermissions(permissions, action, group).decision === 'allowed');
}
