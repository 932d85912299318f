import type { DeviceTelemetry } from '@generated/admin/model';
import { freePercent } from './format-bytes';

export const LOW_BATTERY_PERCENT = 20;
export const LOW_STORAGE_PERCENT = 10;

export type TelemetryIssue = 'low_battery' | 'low_storage' | 'upload_backlog' | 'not_admin' | 'sms_permission';

/** The newest report of each device. */
export function latestPerDevice(reports: readonly DeviceTelemetry[]): DeviceTelemetry[] {
  const latest = new Map<string, DeviceTelemetry>();
  for (const report of reports) {
    const seen = latest.get(report.device_reference);
    if (!seen || report.reported_at > seen.reported_at) latest.set(report.device_reference, report);
  }
  return [...latest.values()].sort((a, b) => a.device_reference.localeCompare(b.device_reference));
}

/** What needs attention on a device, from its report. */
export function issuesOf(report: DeviceTelemetry): TelemetryIssue[] {
  const issues: TelemetryIssue[] = [];
  if (report.battery && report.battery.level < LOW_BATTERY_PERCENT && !report.battery.is_charging) issues.push('low_battery');
  const free = freePercent(report.storage);
  if (free !== undefined && free < LOW_STORAGE_PERCENT) issues.push('low_storage');
  if ((report.upload_queue?.queued_payloads ?? 0) > 0) issues.push('upload_backlog');
  if (report.is_device_admin === false && report.is_device_owner !== true) issues.push('not_admin');
  const permissions = report.message_permissions;
  const capturesMessages = report.enabled_services?.some((service) => service === 'sms' || service === 'mms' || service === 'rcs');
  if (
    capturesMessages &&
    permissions &&
    (permissions.read_sms === false || permissions.receive_sms === false || permissions.receive_mms === false)
  )
    issues.push('sms_permission');
  return issues;
}

/** How many devices have each issue. */
export function issueCounts(reports: readonly DeviceTelemetry[]): Record<TelemetryIssue, number> {
  const counts: Record<TelemetryIssue, number> = { low_battery: 0, low_storage: 0, upload_backlog: 0, not_admin: 0, sms_permission: 0 };
  for (const report of reports) for (const issue of issuesOf(report)) counts[issue] += 1;
  return counts;
}

export const BATTERY_BANDS = [
  { key: '0-19', min: 0, max: 19 },
  { key: '20-49', min: 20, max: 49 },
  { key: '50-79', min: 50, max: 79 },
  { key: '80-100', min: 80, max: 100 },
] as const;

/** Devices per battery band (reports without a battery are left out). */
export function batteryBands(reports: readonly DeviceTelemetry[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(BATTERY_BANDS.map((band) => [band.key, 0]));
  for (const report of reports) {
    const level = report.battery?.level;
    if (level === undefined) continue;
    const band = BATTERY_BANDS.find((candidate) => level >= candidate.min && level <= candidate.max);
    if (band) counts[band.key] = (counts[band.key] ?? 0) + 1;
  }
  return counts;
}
