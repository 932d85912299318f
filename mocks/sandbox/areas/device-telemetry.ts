// Device telemetry (admin document): the latest report of each device, and one device's reports.
// The seed keeps the reports newest first.
import type { HandlerTable } from '../handler';
import { dateRange, inRange } from '../http/filters';
import { paginate } from '../http/paging';
import type { Org } from '../world/org';
import { pageByKey } from './access-common';
import { visibleDevice } from './device-records';

type Report = Org['telemetry'][number];

/** The newest report of each device. */
function latestReports(org: Org): Report[] {
  const seen = new Set<string>();
  return org.telemetry.filter((report) => !seen.has(report.device_reference) && seen.add(report.device_reference));
}

export const deviceTelemetryAdmin = {
  listTelemetry: (ctx) => {
    const { query, org } = ctx;
    const deactivated = new Set(org.devices.filter((device) => device.is_deactivated).map((device) => device.device_reference));
    const reports = latestReports(org).filter(
      (report) =>
        ctx.may(report.group) &&
        (query.include_deactivated || !deactivated.has(report.device_reference)) &&
        (!query.group || report.group === query.group) &&
        (!query.device_user_reference || report.device_user_reference === query.device_user_reference),
    );
    return pageByKey(reports, query, (report) => report.device_reference);
  },
  getDeviceTelemetry: (ctx) => {
    const device = visibleDevice(ctx, ctx.path.device_reference);
    const range = dateRange(ctx.query);
    const reports = ctx.org.telemetry.filter(
      (report) => report.device_reference === device.device_reference && inRange(report.reported_at, range),
    );
    return paginate(reports, ctx.query, (report) => report.reported_at);
  },
} satisfies HandlerTable<'admin'>;
