import { instantAtZoneTime } from '@/components/date-time/format-date';

/** A date range filter as kept in the URL: which date it applies to, and calendar days. */
export interface DateRangeValue<F extends string = string> {
  field: F;
  from: string | undefined;
  to: string | undefined;
}

/** An instant as the API's `YYYY-MM-DD-HHMMSS` (UTC). */
const apiDateTime = (instant: Date) => instant.toISOString().slice(0, 19).replace(/[:]/g, '').replace('T', '-');

/** The API parameter for one end of a day in `zone`: its first or last second. */
function dayEnd(day: string, zone: string, end: 'from' | 'to'): string {
  if (zone === 'UTC') return end === 'from' ? day : `${day}-235959`;
  const instant = instantAtZoneTime(`${day}T${end === 'from' ? '00:00:00' : '23:59:59'}`, zone);
  return instant ? apiDateTime(instant) : day;
}

/**
 * API `from`/`to` parameters for a range of whole days starting at midnight in `zone` (the API
 * reads UTC): `to` becomes the last second of its day, so the end day is included.
 */
export function dateRangeParams(
  range: { from?: string | undefined; to?: string | undefined },
  zone: string,
): { from?: string; to?: string } {
  return {
    ...(range.from ? { from: dayEnd(range.from, zone, 'from') } : {}),
    ...(range.to ? { to: dayEnd(range.to, zone, 'to') } : {}),
  };
}

/** True when both ends are set and the start is after the end. */
export function isReversedRange(from: string | undefined, to: string | undefined): boolean {
  return Boolean(from && to && from > to);
}
