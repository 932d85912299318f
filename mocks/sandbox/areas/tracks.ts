// GPS points and device logs (client document): across devices, of one device, of one device user.
// Both are kept newest first by the seed; a list narrows them and hides groups the action is refused on.
import type { HandlerTable, Scope } from '../handler';
import { dateRange, inRange } from '../http/filters';
import { paginate } from '../http/paging';
import type { Org } from '../world/org';
import { deviceOf, deviceUserOf } from './known';

interface TrackFilters {
  from?: string | undefined;
  to?: string | undefined;
  device_reference?: string | undefined;
  device_user_reference?: string | undefined;
  group?: string | undefined;
}

interface LogFilters extends TrackFilters {
  log_level?: string[] | undefined;
  log_class?: string | undefined;
  payload_reference?: string | undefined;
}

interface Tracked {
  device_reference?: string | undefined;
  device_user_reference?: string | undefined;
  group?: string | undefined;
}

/** The records of `list` (newest first) the caller may see that match the filters; `at` reads a record's time. */
function narrow<T extends Tracked>(ctx: Scope, list: readonly T[], filters: TrackFilters, at: (record: T) => string): T[] {
  const range = dateRange(filters);
  return list.filter(
    (record) =>
      (!filters.device_reference || record.device_reference === filters.device_reference) &&
      (!filters.device_user_reference || record.device_user_reference === filters.device_user_reference) &&
      (!filters.group || record.group === filters.group) &&
      inRange(at(record), range) &&
      ctx.may(record.group ?? ''),
  );
}

type Gps = Org['gps'][number];
type Log = Org['logs'][number];

function gpsPage(
  ctx: Scope,
  filters: TrackFilters & { limit?: number | undefined; last_key?: string | undefined; query_result?: 'page' | 'total' | undefined },
) {
  return paginate(
    narrow(ctx, ctx.org.gps, filters, (point: Gps) => point.timestamp),
    filters,
    (point) => point.gps_reference,
  );
}

function logPage(
  ctx: Scope,
  filters: LogFilters & { limit?: number | undefined; last_key?: string | undefined; query_result?: 'page' | 'total' | undefined },
) {
  const levels = filters.log_level ? new Set(filters.log_level) : undefined;
  const logs = narrow(ctx, ctx.org.logs, filters, (log: Log) => log.log_datetime).filter(
    (log) =>
      (!levels || levels.has(log.log_level)) &&
      (!filters.log_class || log.log_class === filters.log_class) &&
      (!filters.payload_reference || log.payload_reference === filters.payload_reference),
  );
  return paginate(logs, filters, (log) => log.log_id);
}

export const tracksClient = {
  listGps: (ctx) => gpsPage(ctx, ctx.query),
  listDeviceGps: (ctx) => gpsPage(ctx, { ...ctx.query, device_reference: deviceOf(ctx.org, ctx.path.device_reference).device_reference }),
  listDeviceUserGps: (ctx) =>
    gpsPage(ctx, { ...ctx.query, device_user_reference: deviceUserOf(ctx.org, ctx.path.device_user_reference).device_user_reference }),
  listDeviceLogs: (ctx) => logPage(ctx, ctx.query),
  listDeviceLogsForDevice: (ctx) =>
    logPage(ctx, { ...ctx.query, device_reference: deviceOf(ctx.org, ctx.path.device_reference).device_reference }),
  listDeviceUserLogs: (ctx) =>
    logPage(ctx, { ...ctx.query, device_user_reference: deviceUserOf(ctx.org, ctx.path.device_user_reference).device_user_reference }),
} satisfies HandlerTable<'client'>;
