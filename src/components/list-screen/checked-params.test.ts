import { listDeviceActivitiesQueryParams } from '@generated/admin/zod/activities/activities';
import { describe, expect, it } from 'vitest';
import { checkedParams } from './checked-params';

describe('checkedParams', () => {
  it('keeps valid filters, drops empty ones, and reports invalid ones with their message', () => {
    const { params, rejected } = checkedParams(listDeviceActivitiesQueryParams, {
      device_reference: 'bad/ref',
      device_user_reference: 'ab',
      action: 'uploadPayload',
      is_allowed: false,
      group: undefined,
      from: '2026-10-01',
    });
    expect(params).toEqual({ action: 'uploadPayload', is_allowed: false, from: '2026-10-01' });
    expect(rejected.map((entry) => entry.field)).toEqual(['device_reference', 'device_user_reference']);
    expect(rejected[0]?.message).toBe('Cannot start with any of " ,+#/:", cannot include ",+#/:"');
  });
});
