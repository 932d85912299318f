import type { DeviceTelemetry } from '@generated/admin/model';
import { describe, expect, it } from 'vitest';
import { batteryBands, issueCounts, issuesOf, latestPerDevice } from './telemetry-summary';

const report = (device_reference: string, reported_at: string, extra: Partial<DeviceTelemetry> = {}): DeviceTelemetry => ({
  device_reference,
  device_user_reference: 'user.one',
  group: 'Group',
  reported_at,
  ...extra,
});

describe('latestPerDevice', () => {
  it('keeps the newest report of each device', () => {
    const reports = [
      report('b', '2026-10-01T00:00:00Z'),
      report('a', '2026-10-01T00:00:00Z', { app_version: 'old' }),
      report('a', '2026-10-02T00:00:00Z', { app_version: 'new' }),
    ];
    expect(latestPerDevice(reports).map((entry) => [entry.device_reference, entry.app_version])).toEqual([
      ['a', 'new'],
      ['b', undefined],
    ]);
  });
});

describe('issuesOf', () => {
  it('flags low battery (unless charging), low storage, an upload backlog, lost admin rights and missing SMS permissions', () => {
    const bad = report('a', '2026-10-01T00:00:00Z', {
      battery: { level: 9, is_charging: false },
      storage: { total_bytes: 100, free_bytes: 5 },
      upload_queue: { queued_payloads: 3 },
      is_device_admin: false,
      enabled_services: ['calls', 'sms'],
      message_permissions: { read_sms: false },
    });
    expect(issuesOf(bad)).toEqual(['low_battery', 'low_storage', 'upload_backlog', 'not_admin', 'sms_permission']);
    expect(
      issuesOf(
        report('b', '2026-10-01T00:00:00Z', {
          battery: { level: 9, is_charging: true },
          enabled_services: ['calls'],
          message_permissions: { read_sms: false },
        }),
      ),
    ).toEqual([]);
  });

  it('counts devices per issue', () => {
    const reports = [
      report('a', 'x', { battery: { level: 5, is_charging: false } }),
      report('b', 'x', { battery: { level: 15, is_charging: false }, upload_queue: { queued_payloads: 1 } }),
    ];
    expect(issueCounts(reports)).toEqual({ low_battery: 2, low_storage: 0, upload_backlog: 1, not_admin: 0, sms_permission: 0 });
  });
});

describe('batteryBands', () => {
  it('counts devices per battery band', () => {
    const reports = [
      report('a', 'x', { battery: { level: 0, is_charging: false } }),
      report('b', 'x', { battery: { level: 100, is_charging: false } }),
      report('c', 'x', { battery: { level: 50, is_charging: false } }),
      report('d', 'x'),
    ];
    expect(batteryBands(reports)).toEqual({ '0-19': 1, '20-49': 0, '50-79': 1, '80-100': 1 });
  });
});
