import type { Alert } from '@generated/admin/model';
import { useRowSelection, type RowSelection } from '@/components/data-table/use-row-selection';

/** Clear and dismiss take 1 to 100 alert references (spec section 5). */
export const MAX_BULK_ALERTS = 100;

export type AlertSelection = RowSelection<Alert>;

const alertKey = (alert: Alert) => alert.alert_reference;

/**
 * The alerts ticked for a bulk clear or dismiss, at most 100. The selection empties when
 * `resetKey` changes (other filters: the ticked rows may no longer be listed).
 */
export function useAlertSelection(resetKey: string): AlertSelection {
  return useRowSelection(alertKey, resetKey, MAX_BULK_ALERTS);
}
