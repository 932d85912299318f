import type { MetricsScope } from '@generated/admin/model';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;
const WEEK = /^(\d{4})-W(\d{1,2})$/;

/**
 * A metrics period id as the reader says it: days and months in the locale's words, ISO weeks as
 * "W44 2026"; other ids (years, 'summary') as they are.
 */
export function periodLabel(scope: MetricsScope, id: string, locale: string): string {
  const day = DAY.exec(id);
  if (scope === 'Daily' && day)
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])),
    );
  const month = MONTH.exec(id);
  if (scope === 'Monthly' && month)
    return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      Date.UTC(Number(month[1]), Number(month[2]) - 1, 1),
    );
  const week = WEEK.exec(id);
  if (scope === 'Weekly' && week) return `W${Number(week[2])} ${week[1]}`;
  return id;
}

/** Periods oldest first (ids sort as text: 2026-10-31 < 2026-11-01, 2026-W9 is padded). */
export function byPeriod<T extends { id: string }>(rows: readonly T[]): T[] {
  const key = (id: string) => id.replace(/-W(\d)$/, '-W0$1');
  return [...rows].sort((a, b) => key(a.id).localeCompare(key(b.id)));
}
