import { useCallback, useMemo, useState } from 'react';
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

/**
 * Which columns a table shows. Only the user's changes from the defaults are kept (a cookie per
 * table, a year), so columns added later still follow their own default.
 */
export function useColumnVisibility<Row>(tableId: string, columns: readonly Column<Row>[]) {
  const cookie = columnsCookieName(tableId);
  const [choices, setChoices] = useState<Record<string, boolean>>(() => parseColumnChoices(readCookie(cookie)));

  const isShown = useCallback((column: Column<Row>) => choices[column.id] ?? !column.hidden, [choices]);
  const visible = useMemo(() => {
    const shown = columns.filter(isShown);
    // Never leave a table with no columns at all.
    return shown.length ? shown : columns.slice(0, 1);
  }, [columns, isShown]);

  const persist = useCallback(
    (next: Record<string, boolean>) => {
      setChoices(next);
      if (Object.keys(next).length) writeCookie(cookie, serialiseColumnChoices(next), { sameSite: 'Lax', maxAgeSeconds: YEAR_SECONDS });
      else removeCookie(cookie);
    },
    [cookie],
  );

  const setShown = useCallback(
    (id: string, shown: boolean) => {
      const column = columns.find((candidate) => candidate.id === id);
      if (!column) return;
      const next = { ...choices };
      if (shown === !column.hidden) delete next[id];
      else next[id] = shown;
      persist(next);
    },
    [choices, columns, persist],
  );

  const reset = useCallback(() => persist({}), [persist]);

  return { visible, isShown, setShown, reset, customised: Object.keys(choices).length > 0 };
}
