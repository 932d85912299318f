import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@generated/admin/model';
import { installPatternMessages } from '@/lib/zod-messages';
import { REVIEWER } from '../test/access-fixtures';
import { emptyCondition, roleFormSchema, roleFormValues, toRoleRequest, type RoleFormValues } from './role-form';

const messages = { duplicateReference: 'taken', invalidRegExp: 'bad regex' };

/** The fixture role with payload types, a CIDR range, more alert permissions and only its allowing permissions. */
const reviewer: Role = {
  ...REVIEWER,
  payload_types: ['Call', 'SMS'],
  cidr_ranges: ['10.20.0.0/16'],
  alert_permissions: { ops_read: true, ops_write: false, sec_read: true, sec_write: true },
  permissions: REVIEWER.permissions.slice(0, 2),
};

function valid(): RoleFormValues {
  return roleFormValues(reviewer);
}

function issues(values: RoleFormValues, taken: string[] = []) {
  const result = roleFormSchema(messages, taken).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

beforeAll(() => installPatternMessages());

describe('role form', () => {
  it('round-trips a role into the request body, leaving out empty matchers and false condition flags', () => {
    const { is_system: _system, ...request } = reviewer;
    expect(roleFormSchema(messages).parse(valid())).toEqual({
      ...request,
      permissions: [
        reviewer.permissions[0],
        { ...reviewer.permissions[1], conditions: [{ keys_matching: 'risk_level', values_matching: 'high' }] },
      ],
    });
  });

  it('leaves payload_types out for all types, and sends an empty list for none', () => {
    expect(toRoleRequest({ ...valid(), all_payload_types: true }).payload_types).toBeUndefined();
    expect(toRoleRequest({ ...valid(), all_payload_types: false, payload_types: [] }).payload_types).toEqual([]);
  });

  it('starts a new role with one empty permission, all payload types and no alert permissions', () => {
    const values = roleFormValues();
    expect(values.permissions).toHaveLength(1);
    expect(values.all_payload_types).toBe(true);
    expect(values.alert_permissions).toEqual({ ops_read: false, ops_write: false, sec_read: false, sec_write: false });
  });

  it('checks the reference: 3 to 35 characters with the name pattern, not taken', () => {
    expect(issues({ ...valid(), role_reference: 'ab' })[0]?.[0]).toBe('role_reference');
    expect(issues({ ...valid(), role_reference: 'x'.repeat(36) })[0]?.[0]).toBe('role_reference');
    expect(issues({ ...valid(), role_reference: 'Trailing ' })).toEqual([
      ['role_reference', 'No special characters apart from -_.!() and spaces, no leading or trailing space'],
    ]);
    expect(issues({ ...valid(), role_reference: 'Auditor (2026)!' })).toEqual([]);
    expect(issues(valid(), ['Compliance Reviewer'])).toEqual([['role_reference', 'taken']]);
  });

  it('needs at least one permission and an action matcher in each', () => {
    expect(issues({ ...valid(), permissions: [] })[0]?.[0]).toBe('permissions');
    const values = valid();
    values.permissions[0]!.actions_matching = '';
    expect(issues(values)[0]?.[0]).toBe('permissions.0.actions_matching');
  });

  it('needs at least one property per condition', () => {
    const values = valid();
    values.permissions[0]!.conditions = [emptyCondition()];
    expect(issues(values)).toEqual([['permissions.0.conditions.0', 'A condition needs at least one property']]);
    values.permissions[0]!.conditions = [{ ...emptyCondition(), names_matching: 'London*' }];
    expect(issues(values)).toEqual([]);
  });

  it('refuses regular expressions that do not compile, at the matcher', () => {
    const values = valid();
    values.permissions[1]!.actions_matching = '^(get';
    values.permissions[1]!.conditions = [{ ...emptyCondition(), is_regex: true, names_matching: '[London' }];
    expect(issues(values)).toEqual([
      ['permissions.1.actions_matching', 'bad regex'],
      ['permissions.1.conditions.0.names_matching', 'bad regex'],
    ]);
    // The same text is a fine wildcard pattern.
    values.permissions[1]!.is_regex = false;
    values.permissions[1]!.conditions[0]!.is_regex = false;
    expect(issues(values)).toEqual([]);
  });

  it('checks CIDR ranges with the CIDR message', () => {
    expect(issues({ ...valid(), cidr_ranges: ['10.0.0.0/8', '10.0.0.0'] })).toEqual([['cidr_ranges.1', 'Must be a valid CIDR range']]);
  });
});
