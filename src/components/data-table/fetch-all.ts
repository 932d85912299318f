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

interface PageOptions {
  signal?: AbortSignal;
  pageSize?: number;
  /** Safety stop; the export of a very large set should be narrowed with filters instead. */
  maxRows?: number;
}

interface FetchAllOptions extends PageOptions {
  /** Rows fetched so far, after every page. */
  onProgress?: (fetched: number) => void;
}

/**
 * Hands every page of a filtered list to `onRows` as it arrives, following `last_key` until it is
 * null (or repeats, or the signal aborts), so a caller can keep less than the whole set in memory.
 * Resolves with the number of rows seen.
 */
export async function forEachPage<P extends object, Row>(
  fetcher: ListFetcher<P, Row>,
  params: P,
  onRows: (rows: Row[]) => void,
  options: PageOptions = {},
): Promise<number> {
  const { signal, pageSize = MAX_PAGE_SIZE, maxRows = 1_000_000 } = options;
  const seen = new Set<string>();
  let count = 0;
  let lastKey: string | undefined;
  do {
    signal?.throwIfAborted();
    const page = await fetcher({ ...params, limit: pageSize, ...(lastKey ? { last_key: lastKey } : {}) } as P, signal);
    count += page.data.length;
    onRows(page.data);
    const next = page.last_key ?? undefined;
    // A server (or a static mock) that hands back a key it already gave would loop for ever.
    if (next && seen.has(next)) break;
    if (next) seen.add(next);
    lastKey = next;
  } while (lastKey && count < maxRows);
  signal?.throwIfAborted();
  return count;
}

/** Every page of a filtered list, following `last_key` until it is null (or repeats, or the signal aborts). */
export async function fetchAllPages<P extends object, Row>(
  fetcher: ListFetcher<P, Row>,
  params: P,
  options: FetchAllOptions = {},
): Promise<Row[]> {
  const rows: Row[] = [];
  await forEachPage(
    fetcher,
    params,
    (page) => {
      for (const row of page) rows.push(row);
      options.onProgress?.(rows.length);
    },
    options,
  );
  return rows;
}
