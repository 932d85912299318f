import { describe, expect, it } from 'vitest';
import type { RolePermission } from '@generated/admin/model';
import { allowedActions, evaluatePermissions, matchCondition, type GroupSubject } from './permission-eval';

const london: GroupSubject = {
  group_reference: 'London Trading',
  tags: [
    { tag_key: 'region', tag_value: 'uk' },
    { tag_key: 'risk_level', tag_value: 'high' },
  ],
};
const compliance: GroupSubject = {
  group_reference: 'Compliance',
  tags: [
    { tag_key: 'region', tag_value: 'uk' },
    { tag_key: 'risk_level', tag_value: 'standard' },
  ],
};
const bare: GroupSubject = { group_reference: 'Legacy Import', tags: [] };

// The mock's "Compliance Reviewer" role.
const reviewer: RolePermission[] = [
  { actions_matching: 'listPayloads', conditions: [] },
  {
    actions_matching: '^(getPayload|getPayloadData|confirmReceipts)$',
    is_regex: true,
    conditions: [
      { names_matching: '^(London|Sao Paulo).*', is_regex: true },
      { keys_matching: 'risk_level', values_matching: 'high' },
    ],
  },
  { actions_matching: 'restorePayload', is_denied: true, conditions: [] },
];

describe('matchCondition', () => {
  it('needs every matcher present to match', () => {
    expect(matchCondition({ names_matching: 'London*', keys_matching: 'region' }, london).matched).toBe(true);
    expect(matchCondition({ names_matching: 'London*', keys_matching: 'desk' }, london).matched).toBe(false);
    expect(matchCondition({ names_matching: 'Paris*', keys_matching: 'region' }, london).matched).toBe(false);
  });

  it('matches key and value against the same tag', () => {
    expect(matchCondition({ keys_matching: 'risk_level', values_matching: 'high' }, london).matched).toBe(true);
    // region=uk and risk_level=high exist, but not region=high.
    expect(matchCondition({ keys_matching: 'region', values_matching: 'high' }, london).matched).toBe(false);
  });

  it('matches a value alone against any tag, and a key alone against any tag key', () => {
    expect(matchCondition({ values_matching: 'high' }, london).matched).toBe(true);
    expect(matchCondition({ values_matching: 'high' }, compliance).matched).toBe(false);
    expect(matchCondition({ keys_matching: 'risk_*' }, london).matched).toBe(true);
    expect(matchCondition({ keys_matching: 'risk_*' }, bare).matched).toBe(false);
  });

  it('matches every group when it has no matcher, and treats empty matchers as absent', () => {
    expect(matchCondition({ is_denied: true }, bare).matched).toBe(true);
    expect(matchCondition({ names_matching: '', keys_matching: '' }, bare).matched).toBe(true);
  });

  it('reports an invalid regular expression, even on a group without tags', () => {
    expect(matchCondition({ keys_matching: '(', is_regex: true }, bare)).toEqual({ matched: false, invalid: true });
  });
});

describe('evaluatePermissions', () => {
  it('allows an action an unconditional permission covers, naming it', () => {
    const result = evaluatePermissions(reviewer, 'listPayloads', compliance);
    expect(result.decision).toBe('allowed');
    expect(result.decidedBy).toEqual([0]);
  });

  it('applies a conditional permission only to groups meeting all its conditions', () => {
    expect(evaluatePermissions(reviewer, 'getPayload', london).decision).toBe('allowed');
    const refused = evaluatePermissions(reviewer, 'getPayload', compliance);
    expect(refused.decision).toBe('none');
    expect(refused.permissions[1]).toMatchObject({ actionMatched: true, conditionsMet: false, applies: false });
    expect(refused.permissions[1]?.conditions.map((condition) => condition.satisfied)).toEqual([false, false]);
  });

  it('does not allow an action no permission covers', () => {
    const result = evaluatePermissions(reviewer, 'deleteRole', london);
    expect(result).toMatchObject({ decision: 'none', decidedBy: [], overridden: [] });
  });

  it('lets a deny win over an allow, listing the allows it overrode', () => {
    const permissions: RolePermission[] = [
      { actions_matching: '*' },
      { actions_matching: 'deactivateDevice', is_denied: true, conditions: [{ names_matching: 'Legacy Import' }] },
    ];
    const denied = evaluatePermissions(permissions, 'deactivateDevice', bare);
    expect(denied).toMatchObject({ decision: 'denied', decidedBy: [1], overridden: [0] });
    // The deny's condition does not hold for London: the wildcard allow decides.
    expect(evaluatePermissions(permissions, 'deactivateDevice', london)).toMatchObject({ decision: 'allowed', decidedBy: [0] });
  });

  it('lets a deny win whatever the order of the permissions', () => {
    const permissions: RolePermission[] = [
      { actions_matching: 'getPayloadData', is_denied: true },
      { actions_matching: '^(get|list)[A-Z].*$', is_regex: true },
    ];
    expect(evaluatePermissions(permissions, 'getPayloadData', london).decision).toBe('denied');
    expect(evaluatePermissions([...permissions].reverse(), 'getPayloadData', london).decision).toBe('denied');
    expect(evaluatePermissions(permissions, 'getPayload', london).decision).toBe('allowed');
  });

  it('turns an excluding condition around: it holds for groups that do not match', () => {
    const permissions: RolePermission[] = [
      { actions_matching: 'list*', conditions: [{ keys_matching: 'risk_level', values_matching: 'high', is_denied: true }] },
    ];
    expect(evaluatePermissions(permissions, 'listPayloads', london).decision).toBe('none');
    expect(evaluatePermissions(permissions, 'listPayloads', compliance).decision).toBe('allowed');
    expect(evaluatePermissions(permissions, 'listPayloads', compliance).permissions[0]?.conditions[0]).toMatchObject({
      matched: false,
      excluding: true,
      satisfied: true,
    });
  });

  it('never applies a permission whose expression does not compile, and flags it', () => {
    const permissions: RolePermission[] = [{ actions_matching: '*' }, { actions_matching: '(broken', is_regex: true, is_denied: true }];
    const result = evaluatePermissions(permissions, '(broken', london);
    expect(result.decision).toBe('allowed');
    expect(result.permissions[1]).toMatchObject({ invalid: true, applies: false });
  });

  it('never satisfies a condition whose expression does not compile, excluding or not', () => {
    const permissions: RolePermission[] = [
      { actions_matching: '*', conditions: [{ names_matching: '[', is_regex: true, is_denied: true }] },
    ];
    const result = evaluatePermissions(permissions, 'listPayloads', london);
    expect(result.decision).toBe('none');
    expect(result.permissions[0]?.conditions[0]).toMatchObject({ invalid: true, satisfied: false });
  });

  it('allows nothing with no permissions', () => {
    expect(evaluatePermissions([], 'listPayloads', london).decision).toBe('none');
  });
});

describe('allowedActions', () => {
  it('lists the actions a role allows on a group', () => {
    expect(allowedActions(reviewer, ['listPayloads', 'getPayload', 'restorePayload', 'deleteRole'], london)).toEqual([
      'listPayloads',
      'getPayload',
    ]);
    expect(allowedActions(reviewer, ['listPayloads', 'getPayload'], compliance)).toEqual(['listPayloads']);
  });
});
