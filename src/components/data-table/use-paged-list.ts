import { keepPreviousData, useInfiniteQuery, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { forEachPage, type ListFetcher, type PagingParams } from './fetch-all';

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

/**
 * A list endpoint paged by `last_key`, over the generated fetch function and query key helper:
 * `usePagedList(listPayloads, getListPayloadsQueryKey, params, { total: true })`.
 * The infinite query's key is the generated key plus 'infinite', so invalidating the generated
 * key (a prefix) refreshes it too.
 */
export function usePagedList<P extends object, Row>(
  fetcher: ListFetcher<P, Row>,
  queryKey: (params: P) => QueryKey,
  params: NoInfer<P>,
  options: PagedListOptions = {},
): PagedList<Row> {
  const { total: withTotal = false, pageSize, enabled = true } = options;
  const pageParams = useMemo(() => (pageSize ? ({ ...params, limit: pageSize } as P) : params), [params, pageSize]);

  const pages = useInfiniteQuery({
    queryKey: [...queryKey(pageParams), 'infinite'],
    queryFn: ({ pageParam, signal }) => fetcher({ ...pageParams, ...(pageParam ? { last_key: pageParam } : {}) } as P, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last, all) => {
      const next = last.last_key ?? undefined;
      // Stop when the server repeats a key (a static mock does), rather than loading the same page for ever.
      const earlier = all.slice(0, -1).some((page) => page.last_key === next);
      return next && !earlier ? next : undefined;
    },
    placeholderData: keepPreviousData,
    enabled,
  });

  const totalParams = useMemo(() => ({ ...params, query_result: 'total' }) as P & PagingParams, [params]);
  const totalQuery = useQuery({
    queryKey: queryKey(totalParams),
    queryFn: ({ signal }) => fetcher(totalParams, signal),
    enabled: enabled && withTotal,
    staleTime: 30_000,
  });

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

  const total = typeof totalQuery.data?.total === 'number' ? totalQuery.data.total : !pages.hasNextPage && pages.data ? rows.length : undefined;

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
