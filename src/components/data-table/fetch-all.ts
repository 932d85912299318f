/** A page of a list endpoint: `{count, last_key, data}`, or with `query_result=total` a `{total}`. */
export interface ListPage<Row> {
  count?: number;
  last_key?: string | null;
  total?: number;
  data: Row[];
}

/** The paging parameters every list endpoint shares. */
export interface PagingParams {
  last_key?: string;
  limit?: number;
  query_result?: 'page' | 'total';
}

/** A generated list fetch function, e.g. `listPayloads(params, signal)`. */
export type ListFetcher<P, Row> = (params: P, signal?: AbortSignal) => Promise<ListPage<Row>>;

/** The API's largest page (LimitParameter maximum). */
export const MAX_PAGE_SIZE = 1000;

interface FetchAllOptions {
  signal?: AbortSignal;
  pageSize?: number;
  /** Rows fetched so far, after every page. */
  onProgress?: (fetched: number) => void;
  /** Safety stop; the export of a very large set should be narrowed with filters instead. */
  maxRows?: number;
}

/** Every page of a filtered list, following `last_key` until it is null (or repeats, or the signal aborts). */
export async function fetchAllPages<P extends object, Row>(fetcher: ListFetcher<P, Row>, params: P, options: FetchAllOptions = {}): Promise<Row[]> {
  const { signal, pageSize = MAX_PAGE_SIZE, onProgress, maxRows = 1_000_000 } = options;
  const rows: Row[] = [];
  const seen = new Set<string>();
  let lastKey: string | undefined;
  do {
    signal?.throwIfAborted();
    const page = await fetcher({ ...params, limit: pageSize, ...(lastKey ? { last_key: lastKey } : {}) } as P, signal);
    for (const row of page.data) rows.push(row);
    onProgress?.(rows.length);
    const next = page.last_key ?? undefined;
    // A server (or a static mock) that hands back a key it already gave would loop for ever.
    if (next && seen.has(next)) break;
    if (next) seen.add(next);
    lastKey = next;
  } while (lastKey && rows.length < maxRows);
  signal?.throwIfAborted();
  return rows;
}
