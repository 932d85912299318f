import { describe, expect, it } from 'vitest';
import type { Group } from '@generated/admin/model';
import { licencesInUse, tagsText } from './group-stats';

const group: Group = {
  group_reference: 'London Trading',
  tags: [
    { tag_key: 'region', tag_value: 'uk' },
    { tag_key: 'desk', tag_value: 'fx' },
  ],
  stats: {
    device_users: 2,
    expected_devices: 2,
    actual_devices: 1,
    services: {
      sms: { used_licenses: 2, expected_devices: 2, active_devices: 1, active_users: 1 },
      photos: { used_licenses: 0, expected_devices: 0, active_devices: 0, active_users: 0 },
      calls: { used_licenses: 1, expected_devices: 2, active_devices: 1, active_users: 1 },
    },
  },
};

describe('group stats', () => {
  it('lists licences in use per service in the contract order, without unused services', () => {
    expect(licencesInUse(group)).toEqual([
      { service: 'calls', used: 1 },
      { service: 'sms', used: 2 },
    ]);
    expect(licencesInUse({ group_reference: 'New', tags: [] })).toEqual([]);
  });

  it('writes tags as key: value text', () => {
    expect(tagsText(group)).toBe('region: uk, desk: fx');
  });
});
