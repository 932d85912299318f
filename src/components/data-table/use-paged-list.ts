import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { forEachPage, type ListFetcher, type ListPage, type PagingParams } from './fetch-all';
import { freshness } from '@/api/freshness';

/** Walks the whole filtered set page by page, without keeping it. */
export type EachPage<Row> = (options: { signal?: AbortSignal; onRows: (rows: readonly Row[]) => void }) => Promise<void>;

export interface PagedListOptions {
  /** Also ask for the total with `query_result: 'total'` (only where the endpoint offers it). */
  total?: boolean;
  /** Rows per page (the API default is 100). */
  pageSize?: number;
  enabled?: boolean;
}

/** What a DataTable needs from a server list; `usePagedList` returns it. */
export interface PagedList<Row> {
  rows: readonly Row[];
  /** The number of matching rows, when the endpoint and the server gave it. */
  total: number | undefined;
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  /** The rows are still those of the previous filters while the new ones load. */
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  refetch: () => void;
  /** Hands every row of the filtered set to `onRows`, page by page (CSV export). */
  eachPage: EachPage<Row>;
}

/** The rows per page and whether the total is asked for: the same for a list's screen and its prefetch. */
export type PagingShape = Pick<PagedListOptions, 'total' | 'pageSize'>;

/**
 * The two queries of a paged list: its pages (an infinite query whose key is the generated key plus
 * 'infinite', so invalidating the generated key, a prefix, refreshes it too) and its total.
 */
function pagedListQueries<P extends object, Row>(
  fetcher: ListFetcher<P, Row>,
  queryKey: (params: P) => QueryKey,
  params: P,
  pageSize: number | undefined,
) {
  const pageParams = (pageSize ? { ...params, limit: pageSize } : params) as P;
  const totalParams = { ...params, query_result: 'total' } as P & PagingParams;
  return {
    pages: infiniteQueryOptions({
      queryKey: [...queryKey(pageParams), 'infinite'],
      queryFn: ({ pageParam, signal }) => fetcher({ ...pageParams, ...(pageParam ? { last_key: pageParam } : {}) } as P, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last: ListPage<Row>, all: ListPage<Row>[]) => {
        const next = last.last_key ?? undefined;
        // Stop when the server repeats a key (a static mock does), rather than loading the same page for ever.
        const earlier = all.slice(0, -1).some((page) => page.last_key === next);
        return next && !earlier ? next : undefined;
      },
    }),
    total: queryOptions({
      queryKey: queryKey(totalParams),
      queryFn: ({ signal }) => fetcher(totalParams, signal),
      staleTime: freshness.live,
    }),
  };
}

/** Starts loading a list's first page (and total) into the cache before its screen renders (route loaders). */
export function prefetchPagedList<P extends object, Row>(
  client: QueryClient,
  fetcher: ListFetcher<P, Row>,
  queryKey: (params: P) => QueryKey,
  params: P,
  shape: PagingShape,
): void {
  const queries = pagedListQueries(fetcher, queryKey, params, shape.pageSize);
  void client.prefetchInfiniteQuery(queries.pages);
  if (shape.total) void client.prefetchQuery(queries.total);
}

/**
 * A list endpoint paged by `last_key`, over the generated fetch function and query key helper:
 * `usePagedList(listPayloads, getListPayloadsQueryKey, params, { total: true })`.
 */
export function usePagedList<P extends object, Row>(
  fetcher: ListFetcher<P, Row>,
  queryKey: (params: P) => QueryKey,
  params: NoInfer<P>,
  options: PagedListOptions = {},
): PagedList<Row> {
  const { total: withTotal = false, pageSize, enabled = true } = options;
  const queries = useMemo(() => pagedListQueries(fetcher, queryKey, params, pageSize), [fetcher, queryKey, params, pageSize]);
  const pages = useInfiniteQuery({ ...queries.pages, placeholderData: keepPreviousData, enabled });
  const totalQuery = useQuery({ ...queries.total, enabled: enabled && withTotal });

  const rows = useMemo(() => pages.data?.pages.flatMap((page) => page.data) ?? [], [pages.data]);
  const { fetchNextPage: fetchNext, refetch: refetchPages, hasNextPage, isFetchingNextPage } = pages;
  const refetchTotal = totalQuery.refetch;
  const fetchNextPage = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNext();
  }, [fetchNext, hasNextPage, isFetchingNextPage]);
  const refetch = useCallback(() => {
    void refetchPages();
    if (withTotal) void refetchTotal();
  }, [refetchPages, refetchTotal, withTotal]);
  const eachPage = useCallback<EachPage<Row>>(
    async ({ signal, onRows }) => {
      await forEachPage(fetcher, params, onRows, { signal });
    },
    [fetcher, params],
  );

  const total =
    typeof totalQuery.data?.total === 'number' ? totalQuery.data.total : !pages.hasNextPage && pages.data ? rows.length : undefined;

  return {
    rows,
    total,
    isLoading: pages.isPending && enabled,
    isError: pages.isError,
    error: pages.error,
    isFetching: pages.isFetching,
    isPlaceholderData: pages.isPlaceholderData,
    hasNextPage: Boolean(pages.hasNextPage),
    isFetchingNextPage: pages.isFetchingNextPage,
    fetchNextPage,
    refetch,
    eachPage,
  };
}
