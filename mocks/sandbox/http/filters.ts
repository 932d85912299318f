// Helpers for the filters lists share: date ranges (`from`, `to`), free-text search, sorting.

const DATE_PARAM = /^(\d{4})-(\d{2})-(\d{2})(?:-(\d{2})(\d{2})(\d{2}))?$/;

/** A `YYYY-MM-DD` or `YYYY-MM-DD-HHMMSS` parameter (UTC) in ms; a date alone means its first or last moment. */
export function dateParam(value: string | undefined, end: boolean): number | undefined {
  if (!value) return undefined;
  const match = DATE_PARAM.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  if (match[4] === undefined) return Date.UTC(year!, month! - 1, day!, end ? 23 : 0, end ? 59 : 0, end ? 59 : 0, end ? 999 : 0);
  return Date.UTC(year!, month! - 1, day!, hour!, minute!, second!, end ? 999 : 0);
}

export interface DateRange {
  from?: number | undefined;
  to?: number | undefined;
}

/** The inclusive range of a list's `from` and `to` parameters. */
export function dateRange(query: { from?: string | undefined; to?: string | undefined }): DateRange {
  return { from: dateParam(query.from, false), to: dateParam(query.to, true) };
}

/** Whether an ISO date-time lies in the range (a missing date lies in no bounded range). */
export function inRange(value: string | null | undefined, range: DateRange): boolean {
  if (range.from === undefined && range.to === undefined) return true;
  if (!value) return false;
  const time = Date.parse(value);
  return (range.from === undefined || time >= range.from) && (range.to === undefined || time <= range.to);
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');

/** A case- and accent-insensitive `search` over some text fields; true when there is no search. */
export function matchesSearch(search: string | undefined, ...fields: (string | null | undefined)[]): boolean {
  if (!search) return true;
  const needle = fold(search.trim());
  return fields.some((field) => typeof field === 'string' && fold(field).includes(needle));
}

/** Sorts by a text key, ascending (`asc`) or newest/greatest first (`desc`), ties broken by `tie`. */
export function sortBy<T>(
  records: readonly T[],
  key: (record: T) => string | null | undefined,
  order: 'asc' | 'desc',
  tie: (record: T) => string = () => '',
): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...records].sort((a, b) => {
    const left = key(a) ?? '';
    const right = key(b) ?? '';
    if (left !== right) return left < right ? -sign : sign;
    const tieLeft = tie(a);
    const tieRight = tie(b);
    return tieLeft < tieRight ? -1 : tieLeft > tieRight ? 1 : 0;
  });
}
