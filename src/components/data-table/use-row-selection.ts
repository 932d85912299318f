import { useCallback, useMemo, useState } from 'react';

export interface RowSelection<Row> {
  selected: readonly Row[];
  size: number;
  /** True when the limit is reached: no more rows can be added. */
  full: boolean;
  has: (key: string) => boolean;
  toggle: (row: Row) => void;
  /** Adds rows in order, without duplicates, until the limit. */
  addMany: (rows: readonly Row[]) => void;
  removeMany: (rows: readonly Row[]) => void;
  clear: () => void;
}

/** Adds `rows` to `current` (in order, without duplicates) up to `limit`. */
export function addUpToLimit<Row>(
  current: ReadonlyMap<string, Row>,
  rows: readonly Row[],
  rowKey: (row: Row) => string,
  limit = Infinity,
): Map<string, Row> {
  const next = new Map(current);
  for (const row of rows) {
    if (next.size >= limit) break;
    next.set(rowKey(row), row);
  }
  return next;
}

/**
 * The rows ticked in a list for a bulk action, kept by key, so they stay ticked while the list
 * scrolls and loads more pages. The selection empties when `resetKey` changes (other filters:
 * the ticked rows may no longer be listed). `rowKey` must keep its identity between renders.
 */
export function useRowSelection<Row>(rowKey: (row: Row) => string, resetKey: string, limit = Infinity): RowSelection<Row> {
  const [state, setState] = useState(() => ({ key: resetKey, map: new Map<string, Row>() }));
  let map = state.map;
  if (state.key !== resetKey) {
    map = new Map();
    setState({ key: resetKey, map });
  }

  const update = useCallback(
    (change: (map: Map<string, Row>) => Map<string, Row>) => setState((previous) => ({ ...previous, map: change(previous.map) })),
    [],
  );
  const toggle = useCallback(
    (row: Row) =>
      update((previous) => {
        const next = new Map(previous);
        const key = rowKey(row);
        if (next.has(key)) next.delete(key);
        else if (next.size < limit) next.set(key, row);
        return next;
      }),
    [update, rowKey, limit],
  );
  const addMany = useCallback(
    (rows: readonly Row[]) => update((previous) => addUpToLimit(previous, rows, rowKey, limit)),
    [update, rowKey, limit],
  );
  const removeMany = useCallback(
    (rows: readonly Row[]) =>
      update((previous) => {
        const next = new Map(previous);
        for (const row of rows) next.delete(rowKey(row));
        return next;
      }),
    [update, rowKey],
  );
  const clear = useCallback(() => update(() => new Map()), [update]);

  return useMemo(
    () => ({
      selected: [...map.values()],
      size: map.size,
      full: map.size >= limit,
      has: (key: string) => map.has(key),
      toggle,
      addMany,
      removeMany,
      clear,
    }),
    [map, limit, toggle, addMany, removeMany, clear],
  );
}
