/** A date range filter as kept in the URL: which date it applies to, and calendar days. */
export interface DateRangeValue<F extends string = string> {
  field: F;
  from: string | undefined;
  to: string | undefined;
}

/**
 * API `from`/`to` parameters for a range of whole days: `to` becomes the last second of its day
 * (`YYYY-MM-DD-235959`), so the end day is included.
 */
export function dateRangeParams(range: { from?: string | undefined; to?: string | undefined }): { from?: string; to?: string } {
  return {
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: `${range.to}-235959` } : {}),
  };
}

/** True when both ends are set and the start is after the end. */
export function isReversedRange(from: string | undefined, to: string | undefined): boolean {
  return Boolean(from && to && from > to);
}
