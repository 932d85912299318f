import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readCookie, removeCookie, writeCookie } from '@/lib/cookies';
import type { Column } from './columns';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Cookie name for one table's column choices. */
export const columnsCookieName = (tableId: string) => `cols_${tableId.replace(/[^\w-]/g, '_')}`;

/** 'a:1,b:0' -> the choices that differ from the columns' defaults. */
export function parseColumnChoices(text: string | undefined): Record<string, boolean> {
  const choices: Record<string, boolean> = {};
  for (const part of (text ?? '').split(',')) {
    const [id, flag] = part.split(':');
    if (id && (flag === '1' || flag === '0')) choices[id] = flag === '1';
  }
  return choices;
}

export function serialiseColumnChoices(choices: Record<string, boolean>): string {
  return Object.entries(choices)
    .map(([id, shown]) => `${id}:${shown ? 1 : 0}`)
    .join(',');
}

const listeners = new Set<() => void>();
const parsed = new Map<string, { text: string | undefined; choices: Record<string, boolean> }>();

/** One table's column choices (the same object until its cookie changes). */
export function readColumnChoices(tableId: string): Record<string, boolean> {
  const text = readCookie(columnsCookieName(tableId));
  const cached = parsed.get(tableId);
  if (cached && cached.text === text) return cached.choices;
  const choices = parseColumnChoices(text);
  parsed.set(tableId, { text, choices });
  return choices;
}

/** Keeps a table's column choices (a cookie per table, a year) and shows them in every table of that id. */
export function writeColumnChoices(tableId: string, choices: Record<string, boolean>): void {
  const cookie = columnsCookieName(tableId);
  if (Object.keys(choices).length) writeCookie(cookie, serialiseColumnChoices(choices), { sameSite: 'Lax', maxAgeSeconds: YEAR_SECONDS });
  else removeCookie(cookie);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** One table's column choices; re-renders when they change. */
export const useColumnChoices = (tableId: string): Record<string, boolean> =>
  useSyncExternalStore(
    subscribe,
    () => readColumnChoices(tableId),
    () => readColumnChoices(tableId),
  );

/**
 * Which columns a table shows. Only the user's changes from the defaults are kept, so columns
 * added later still follow their own default; a saved view puts its choices back the same way.
 */
export function useColumnVisibility<Row>(tableId: string, columns: readonly Column<Row>[]) {
  const choices = useColumnChoices(tableId);

  const isShown = useCallback((column: Column<Row>) => choices[column.id] ?? !column.hidden, [choices]);
  const visible = useMemo(() => {
    const shown = columns.filter(isShown);
    // Never leave a table with no columns at all.
    return shown.length ? shown : columns.slice(0, 1);
  }, [columns, isShown]);

  const setShown = useCallback(
    (id: string, shown: boolean) => {
      const column = columns.find((candidate) => candidate.id === id);
      if (!column) return;
      const next = { ...choices };
      if (shown === !column.hidden) delete next[id];
      else next[id] = shown;
      writeColumnChoices(tableId, next);
    },
    [choices, columns, tableId],
  );

  const reset = useCallback(() => writeColumnChoices(tableId, {}), [tableId]);

  return { visible, isShown, setShown, reset, customised: Object.keys(choices).length > 0 };
}
