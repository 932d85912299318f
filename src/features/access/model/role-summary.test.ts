import { describe, expect, it } from 'vitest';
import { alertPermissionsText } from './role-summary';

const labels = { opsRead: 'Ops read', opsWrite: 'Ops write', secRead: 'Sec read', secWrite: 'Sec write', none: 'None' };

describe('alertPermissionsText', () => {
  it('lists the granted alert permissions in a fixed order', () => {
    expect(alertPermissionsText({ ops_read: true, ops_write: false, sec_read: true, sec_write: true }, labels)).toBe(
      'Ops read, Sec read, Sec write',
    );
  });
  it('says none when nothing is granted', () => {
    expect(alertPermissionsText({ ops_read: false, ops_write: false, sec_read: false, sec_write: false }, labels)).toBe('None');
  });
});
