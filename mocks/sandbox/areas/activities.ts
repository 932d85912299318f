// The audit log (admin document): portal user and client app calls, which the dispatcher records
// as they are answered, and the devices' calls from the seed (no device talks to the sandbox).
import { stream } from '../../data/random.mjs';
import type { Caller } from '../auth/caller';
import type { HandlerTable } from '../handler';
import { dateRange, inRange } from '../http/filters';
import { paginate } from '../http/paging';
import type { Org } from '../world/org';

/** The newest activities kept per organisation, so a long session cannot grow memory without end. */
const KEPT = 50_000;

interface ActivityFilters {
  from?: string | undefined;
  to?: string | undefined;
  action?: string | undefined;
  is_allowed?: boolean | undefined;
  group?: string | undefined;
}

/** The activities (newest first) in the date range with the action, outcome and group asked for. */
function narrow<T extends { activity_time: string; action: string; is_allowed: boolean; group?: string | null | undefined }>(
  list: readonly T[],
  filters: ActivityFilters,
): T[] {
  const range = dateRange(filters);
  return list.filter(
    (activity) =>
      inRange(activity.activity_time, range) &&
      (!filters.action || activity.action === filters.action) &&
      (filters.is_allowed === undefined || activity.is_allowed === filters.is_allowed) &&
      (!filters.group || activity.group === filters.group),
  );
}

const byLogId = (activity: { log_id: string }) => activity.log_id;

export const activitiesAdmin = {
  listActivities: ({ org, query }) =>
    paginate(
      narrow(org.userActivities, query).filter(
        (activity) =>
          (!query.user_reference || activity.user_reference === query.user_reference) &&
          (query.is_client_app === undefined || activity.is_client_app === query.is_client_app),
      ),
      query,
      byLogId,
    ),
  listDeviceActivities: ({ org, query }) =>
    paginate(
      narrow(org.deviceActivities, query).filter(
        (activity) =>
          (!query.device_reference || activity.device_reference === query.device_reference) &&
          (!query.device_user_reference || activity.device_user_reference === query.device_user_reference),
      ),
      query,
      byLogId,
    ),
} satisfies HandlerTable<'admin'>;

/** One answered call of a client organisation's user (or of staff in support mode), for the audit log. */
export interface ActivityEvent {
  org: Org;
  caller: Caller;
  operationId: string;
  /** Path and query parameters (bodies are not logged). */
  params: Record<string, string>;
  status: number;
  /** Why a 403 refused the call. */
  denial: string | undefined;
  userAgent: string | undefined;
  ip: string | undefined;
  /** When the call came, in ms on the world's clock. */
  at: number;
  durationMs: number;
}

/** Adds a call to the top of the organisation's portal user activities (GET activities). */
export function recordActivity(event: ActivityEvent): void {
  const { org, caller, at, durationMs } = event;
  const app = org.clientApps.find((entry) => entry.app_reference === caller.user);
  org.userActivities.unshift({
    log_id: stream(`activity:${org.client}:${org.userActivities.length}:${at}`).ulid(at),
    user_reference: caller.user,
    ip: (event.ip ?? '127.0.0.1').slice(0, 45),
    activity_time: new Date(at).toISOString(),
    activity_end_time: new Date(at + durationMs).toISOString(),
    duration: durationMs,
    group: app?.group ?? null,
    roles: caller.roles,
    action: event.operationId,
    is_allowed: event.status !== 401 && event.status !== 403,
    denial_reason: event.denial ?? null,
    parameters: event.params,
    status_code: event.status,
    browser: app ? null : (event.userAgent ?? null),
    is_client_app: Boolean(app),
  });
  if (org.userActivities.length > KEPT) org.userActivities.length = KEPT;
}
