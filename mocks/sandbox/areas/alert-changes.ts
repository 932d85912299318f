// Changing alerts: clearing, dismissing, and raising a fresh (Transient) alert. Shared by the
// account's alert operations, the staff's, and the events that raise alerts (support requests).
import { stream } from '../../data/random.mjs';
import { DAY, iso } from '../../data/time.mjs';
import { notFound } from '../http/errors';
import type { Alert } from './alert-query';

/** The alerts `references` name, every one of them: 404 naming the unknown ones, so nothing changes. */
export function alertsNamed(alerts: readonly Alert[], references: readonly string[]): Alert[] {
  const byReference = new Map(alerts.map((alert) => [alert.alert_reference, alert]));
  const missing = references.filter((reference) => !byReference.has(reference));
  if (missing.length) throw notFound(`Alert ${missing.join(', ')}`);
  return references.map((reference) => byReference.get(reference)!);
}

/** Triggered alerts become Cleared, by `user` at `at`; cleared ones stay as they are. */
export function clearAll(alerts: readonly Alert[], user: string, at: string, reason: string | undefined): void {
  for (const alert of alerts) {
    if (alert.alert_state !== 'Triggered') continue;
    Object.assign(alert, { alert_state: 'Cleared', cleared_at: at, cleared_by: user, cleared_reason: reason ?? null });
  }
}

/** `user` dismisses the alerts: they leave that user's bell and default list. */
export function dismissAll(alerts: readonly Alert[], user: string): void {
  for (const alert of alerts) if (!alert.dismissed_by.includes(user)) alert.dismissed_by.push(user);
}

/** What a new alert says; the rest (reference, state, occurrence, dates) comes from the moment it is raised. */
export type AlertSpec = Pick<
  Alert,
  'client' | 'alert_scope' | 'alert_type' | 'alert_severity' | 'alert_subject' | 'alert_message' | 'api_action' | 'related_entities'
> &
  Partial<Pick<Alert, 'alert_key' | 'alert_target' | 'expires_after'>>;

/** Alerts of the seed expire 30 days after their last occurrence; raised ones do the same unless told. */
const LIFETIME = 30 * DAY;
let raised = 0;

/** Raises a Transient alert (a new one every time) at `nowMs` and puts it first in `alerts`. */
export function raiseAlert(alerts: Alert[], spec: AlertSpec, nowMs: number): Alert {
  raised += 1;
  const reference = stream(`raised-alert-${raised}`).ulid(nowMs);
  const at = iso(nowMs);
  const alert: Alert = {
    alert_reference: reference,
    alert_key: `${spec.alert_type}:${reference}`,
    alert_key_type: 'Transient',
    alert_target: 'client',
    alert_state: 'Triggered',
    cleared_reason: null,
    cleared_at: null,
    cleared_by: null,
    occurrences: [{ time: at, message: spec.alert_message }],
    dismissed_by: [],
    first_occurrence: at,
    last_occurrence: at,
    ...spec,
    expires_after: spec.expires_after ?? iso(nowMs + LIFETIME),
  };
  alerts.unshift(alert);
  return alert;
}
