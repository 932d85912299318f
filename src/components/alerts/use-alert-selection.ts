import type { Alert } from '@generated/admin/model';
import { useCallback, useMemo, useState } from 'react';

/** Clear and dismiss take 1 to 100 alert references (spec section 5). */
export const MAX_BULK_ALERTS = 100;

export interface AlertSelection {
  selected: readonly Alert[];
  size: number;
  /** True when 100 alerts are selected: no more can be added. */
  full: boolean;
  has: (reference: string) => boolean;
  toggle: (alert: Alert) => void;
  /** Adds alerts in order until 100 are selected. */
  addMany: (alerts: readonly Alert[]) => void;
  clear: () => void;
}

/** Adds `alerts` to `current` (in order, without duplicates) up to the bulk limit. */
export function addUpToLimit(current: ReadonlyMap<string, Alert>, alerts: readonly Alert[], limit = MAX_BULK_ALERTS): Map<string, Alert> {
  const next = new Map(current);
  for (const alert of alerts) {
    if (next.size >= limit) break;
    next.set(alert.alert_reference, alert);
  }
  return next;
}

/**
 * The alerts ticked for a bulk clear or dismiss, at most 100. The selection empties when
 * `resetKey` changes (other filters: the ticked rows may no longer be listed).
 */
export function useAlertSelection(resetKey: string): AlertSelection {
  const [state, setState] = useState(() => ({ key: resetKey, map: new Map<string, Alert>() }));
  let map = state.map;
  if (state.key !== resetKey) {
    map = new Map();
    setState({ key: resetKey, map });
  }

  const toggle = useCallback((alert: Alert) => {
    setState((previous) => {
      const next = new Map(previous.map);
      if (next.has(alert.alert_reference)) next.delete(alert.alert_reference);
      else if (next.size < MAX_BULK_ALERTS) next.set(alert.alert_reference, alert);
      return { ...previous, map: next };
    });
  }, []);
  const addMany = useCallback((alerts: readonly Alert[]) => setState((previous) => ({ ...previous, map: addUpToLimit(previous.map, alerts) })), []);
  const clear = useCallback(() => setState((previous) => ({ ...previous, map: new Map() })), []);

  return useMemo(
    () => ({ selected: [...map.values()], size: map.size, full: map.size >= MAX_BULK_ALERTS, has: (reference: string) => map.has(reference), toggle, addMany, clear }),
    [map, toggle, addMany, clear],
  );
}
