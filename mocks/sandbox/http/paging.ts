// The contract's paging envelope: `{count, last_key, data}`, or `{count: 0, last_key: null, data: [],
// total}` when `query_result=total`. `last_key` is opaque: the key of the last record sent and its
// place, so the next page continues after it even when records were added or removed meanwhile.
import { badRequest } from './errors';

export interface PageQuery {
  limit?: number | undefined;
  last_key?: string | undefined;
  query_result?: 'page' | 'total' | undefined;
}

export interface Page<T> {
  count: number;
  last_key: string | null;
  data: T[];
  total?: number;
}

const DEFAULT_LIMIT = 100;

function encode(key: string, index: number): string {
  return Buffer.from(JSON.stringify([key, index]), 'utf8').toString('base64url');
}

function decode(cursor: string): [string, number] | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(value) && typeof value[0] === 'string' && Number.isInteger(value[1]) ? [value[0], value[1] as number] : undefined;
  } catch {
    return undefined;
  }
}

/** Where the page after `cursor` starts in `records`, or -1 when the cursor is not one of ours. */
function startAfter<T>(records: readonly T[], cursor: string, keyOf: (record: T) => string): number {
  const decoded = decode(cursor);
  if (!decoded) return -1;
  const [key, index] = decoded;
  const atPlace = records[index];
  if (atPlace !== undefined && keyOf(atPlace) === key) return index + 1;
  const moved = records.findIndex((record) => keyOf(record) === key);
  return moved >= 0 ? moved + 1 : Math.min(index + 1, records.length);
}

/**
 * One page of `records` (already filtered and in the list's order). `keyOf` names a record
 * uniquely within the list. An unknown `last_key` is refused with 400.
 */
export function paginate<T>(records: readonly T[], query: PageQuery, keyOf: (record: T) => string): Page<T> {
  if (query.query_result === 'total') return { count: 0, last_key: null, data: [], total: records.length };
  const start = query.last_key ? startAfter(records, query.last_key, keyOf) : 0;
  if (start < 0) throw badRequest('last_key is not a key this list returned');
  const limit = query.limit ?? DEFAULT_LIMIT;
  const data = records.slice(start, start + limit);
  const last = data[data.length - 1];
  const more = start + limit < records.length;
  return { count: data.length, last_key: more && last !== undefined ? encode(keyOf(last), start + data.length - 1) : null, data };
}
