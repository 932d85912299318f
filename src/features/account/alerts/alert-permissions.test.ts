import type { Role } from '@generated/admin/model';
import { describe, expect, it } from 'vitest';
import { readableScopes, writableScopes } from './alert-permissions';

const role = (role_reference: string, permissions: Partial<Role['alert_permissions']>): Role => ({
  role_reference,
  permissions: [{ actions_matching: '*', is_denied: false, is_regex: false, conditions: [] }],
  alert_permissions: { ops_read: false, ops_write: false, sec_read: false, sec_write: false, ...permissions },
  is_alertable: false,
  is_system: false,
});

describe('alert permissions', () => {
  it('reads the readable scopes from the summary, which leaves out the others', () => {
    const counts = { Low: { Triggered: 0, Cleared: 0 }, Medium: { Triggered: 0, Cleared: 0 }, High: { Triggered: 1, Cleared: 0 } };
    expect(readableScopes(undefined)).toBeUndefined();
    expect(readableScopes({ triggered: 1, last_occurrence: null, ops: counts })).toEqual(['ops']);
    expect(readableScopes({ triggered: 1, last_occurrence: null, ops: counts, sec: counts })).toEqual(['ops', 'sec']);
    expect(readableScopes({ triggered: 0, last_occurrence: null })).toEqual([]);
  });

  it('grants a writable scope when any held role allows it, and ignores roles not held', () => {
    const roles = [
      role('Ops Engineer', { ops_read: true, ops_write: true }),
      role('Security Analyst', { sec_read: true, sec_write: true }),
      role('Read Only', { ops_read: true }),
    ];
    expect(writableScopes(roles, ['Read Only'])).toEqual([]);
    expect(writableScopes(roles, ['Read Only', 'Ops Engineer'])).toEqual(['ops']);
    expect(writableScopes(roles, ['Ops Engineer', 'Security Analyst'])).toEqual(['ops', 'sec']);
    expect(writableScopes(undefined, ['Ops Engineer'])).toBeUndefined();
  });
});
