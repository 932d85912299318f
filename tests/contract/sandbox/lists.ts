// Checks every list answers as the contract says: all records reachable by paging with `last_key`
// without repeats, `query_result=total` counting the same set, and each filter returning exactly
// the records it should (never an empty answer, so a check cannot pass by accident).
import { expect } from 'vitest';
import type { DocumentName } from '../../../mocks/sandbox/contract';
import type { CallOptions, Json, ScenarioApi } from './scenario';

export interface FilterCase {
  name: string;
  query: Record<string, unknown>;
  /** Whether a record of the unfiltered list belongs in the filtered one. */
  keeps: (record: Json) => boolean;
}

export interface ListCheck {
  document: DocumentName;
  path: string;
  /** Names a record uniquely within the list. */
  key: (record: Json) => string;
  /** Query of the unfiltered list (for example a required scope). */
  query?: Record<string, unknown>;
  /** The list offers `query_result=total`. */
  total?: boolean;
  filters?: FilterCase[];
  as?: CallOptions['as'];
  authorization?: string;
}

/** Every record of a list, following `last_key` with pages of `limit`. */
export async function readAll(
  api: ScenarioApi,
  check: Pick<ListCheck, 'document' | 'path' | 'query' | 'as' | 'authorization'>,
  limit = 1000,
): Promise<Json[]> {
  const records: Json[] = [];
  let lastKey: string | undefined;
  for (let pages = 0; pages < 10_000; pages += 1) {
    const { body } = await api.get(check.document, check.path, {
      query: { ...check.query, limit, last_key: lastKey },
      as: check.as,
      ...(check.authorization ? { authorization: check.authorization } : {}),
    });
    expect(body.count).toBe(body.data.length);
    expect(body.data.length).toBeLessThanOrEqual(limit);
    records.push(...body.data);
    if (!body.last_key) return records;
    lastKey = body.last_key;
  }
  throw new Error(`${check.path}: paging did not end`);
}

/** Runs the paging, total and filter checks of one list; returns its unfiltered records. */
export async function checkList(api: ScenarioApi, check: ListCheck): Promise<Json[]> {
  const all = await readAll(api, check);
  expect(all.length, `${check.path} has records to page through`).toBeGreaterThan(2);
  const paged = await readAll(api, check, 2);
  expect(paged.map(check.key), `${check.path}: pages of 2 give the same records in the same order`).toEqual(all.map(check.key));
  expect(new Set(all.map(check.key)).size, `${check.path}: keys are unique`).toBe(all.length);
  if (check.total) {
    const { body } = await api.get(check.document, check.path, { query: { ...check.query, query_result: 'total' }, as: check.as });
    expect(body).toEqual({ count: 0, last_key: null, data: [], total: all.length });
  }
  for (const filter of check.filters ?? []) {
    const expected = all.filter(filter.keeps).map(check.key);
    expect(expected.length, `${check.path} ${filter.name}: the seed has matching records`).toBeGreaterThan(0);
    expect(expected.length, `${check.path} ${filter.name}: the filter leaves some records out`).toBeLessThan(all.length);
    const filtered = await readAll(api, { ...check, query: { ...check.query, ...filter.query } });
    expect(filtered.map(check.key).sort(), `${check.path} ${filter.name}`).toEqual([...expected].sort());
  }
  return all;
}
