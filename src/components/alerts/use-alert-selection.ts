import type { Alert } from '@generated/admin/model';
import { addUpToLimit as addRowsUpToLimit, useRowSelection, type RowSelection } from '@/components/data-table/use-row-selection';

/** Clear and dismiss take 1 to 100 alert references (spec section 5). */
export const MAX_BULK_ALERTS = 100;

export type AlertSelection = RowSelection<Alert>;

const alertKey = (alert: Alert) => alert.alert_reference;

/** Adds `alerts` to `current` (in order, without duplicates) up to the bulk limit. */
export function addUpToLimit(current: ReadonlyMap<string, Alert>, alerts: readonly Alert[], limit = MAX_BULK_ALERTS): Map<string, Alert> {
  return addRowsUpToLimit(current, alerts, alertKey, limit);
}

/**
 * The alerts ticked for a bulk clear or dismiss, at most 100. The selection empties when
 * `resetKey` changes (other filters: the ticked rows may no longer be listed).
 */
export function useAlertSelection(resetKey: string): AlertSelection {
  return useRowSelection(alertKey, resetKey, MAX_BULK_ALERTS);
}
