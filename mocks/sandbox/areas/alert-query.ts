// Reading alerts, for the account's lists and the staff's: the filters both declare, newest first
// on the chosen date, expired records removed, and the counts of the alert summary.
import type { components } from '../../../generated/admin/schema';
import { dateRange, inRange, sortBy, type DateRange } from '../http/filters';
import { timestampMs } from './timestamps';

export type Alert = components['schemas']['Alert'];
type Scope = components['schemas']['AlertScope'];
type DateField = components['schemas']['AlertDateFilter'];
type Summary = components['schemas']['AlertSummary'];
type Severity = components['schemas']['AlertSeverity'];

/** The filters the account's and the staff's alert lists share. */
export interface AlertFilters {
  scope?: Scope | undefined;
  severity?: Severity | undefined;
  type?: components['schemas']['AlertType'] | undefined;
  state?: components['schemas']['AlertState'] | undefined;
  date_filter?: DateField | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The alerts of a list, in place: those past `expires_after` are removed, as the record expires. */
export function liveAlerts(alerts: Alert[], nowMs: number): Alert[] {
  const expired = alerts.filter((alert) => alert.expires_after && timestampMs(alert.expires_after) <= nowMs);
  for (const alert of expired) alerts.splice(alerts.indexOf(alert), 1);
  return alerts;
}

const dateOf = (alert: Alert, field: DateField | undefined) => alert[field ?? 'last_occurrence'];

/** A predicate for the scope, severity, type, state and date range filters. */
export function alertFilter(filters: AlertFilters): (alert: Alert) => boolean {
  const range = dateRange(filters);
  return (alert) =>
    (!filters.scope || alert.alert_scope === filters.scope) &&
    (!filters.severity || alert.alert_severity === filters.severity) &&
    (!filters.type || alert.alert_type === filters.type) &&
    (!filters.state || alert.alert_state === filters.state) &&
    inRange(dateOf(alert, filters.date_filter), range);
}

/** Newest first on the date the list's `date_filter` chooses (ties by reference). */
export function newestFirst<T extends Alert>(alerts: readonly T[], field: DateField | undefined): T[] {
  return sortBy(
    alerts,
    (alert) => dateOf(alert, field),
    'desc',
    (alert) => alert.alert_reference,
  );
}

function severityCounts(alerts: readonly Alert[], scope: Scope): NonNullable<Summary['ops']> {
  const counts = (severity: Severity) => {
    const matching = alerts.filter((alert) => alert.alert_scope === scope && alert.alert_severity === severity);
    return {
      Triggered: matching.filter((alert) => alert.alert_state === 'Triggered').length,
      Cleared: matching.filter((alert) => alert.alert_state === 'Cleared').length,
    };
  };
  return { Low: counts('Low'), Medium: counts('Medium'), High: counts('High') };
}

/**
 * The alert summary of one user: counts by scope, severity and state over the scopes they may
 * read, and the bell's number, Triggered alerts they have not dismissed.
 */
export function alertSummary(
  alerts: readonly Alert[],
  readable: readonly Scope[],
  user: string,
  range: DateRange & { field?: DateField | undefined },
): Summary {
  const counted = alerts.filter((alert) => readable.includes(alert.alert_scope) && inRange(dateOf(alert, range.field), range));
  const bell = counted.filter((alert) => alert.alert_state === 'Triggered' && !alert.dismissed_by.includes(user));
  const latest = bell.reduce<string | null>((last, alert) => (!last || alert.last_occurrence > last ? alert.last_occurrence : last), null);
  return {
    triggered: bell.length,
    last_occurrence: latest,
    ...Object.fromEntries(readable.map((scope) => [scope, severityCounts(counted, scope)])),
  };
}
