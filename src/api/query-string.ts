import { QUERY_LIMITS } from './query-limits';

/** A query value's characters that would end or split it. */
const QUERY_VALUE_BREAKS = /[%&#+=\s]/g;

export type Query = Record<string, string | string[]>;

/**
 * The one query-string form of the portal, for API calls and its own addresses alike. Query
 * objects go out unencoded (spec section 7), apart from the characters that would end or split a
 * value: keys as they are, a list as the key repeated, null and undefined left out. The API's query
 * parameters and the portal's are flat (strings, numbers, booleans and lists of them).
 */
export function stringifyQuery(params: object | undefined): string {
  if (!params) return '';
  const value = (item: unknown) => String(item).replace(QUERY_VALUE_BREAKS, encodeURIComponent);
  return Object.entries(params)
    .flatMap(([key, item]) => (Array.isArray(item) ? item : [item]).filter((one) => one != null).map((one) => `${key}=${value(one)}`))
    .join('&');
}

/**
 * A query string read flat, within spec section 9's limits: at most 1000 parameters, a list of at
 * most 20 values. A repeated key, or one written `key[]`, reads as a list; brackets nest nothing.
 * The result has no prototype, so no key of an address can reach one.
 */
export function parseQuery(search: string): Query {
  const query: Query = Object.create(null) as Query;
  let count = 0;
  for (const [written, value] of new URLSearchParams(search)) {
    if (++count > QUERY_LIMITS.parameterLimit) break;
    const listed = written.endsWith('[]');
    const key = listed ? written.slice(0, -2) : written;
    const known = query[key];
    if (known === undefined) query[key] = listed ? [value] : value;
    else if (!Array.isArray(known)) query[key] = [known, value];
    else if (known.length < QUERY_LIMITS.arrayLimit) known.push(value);
  }
  return query;
}
