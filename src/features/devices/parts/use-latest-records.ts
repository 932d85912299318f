import type { QueryKey } from '@tanstack/react-query';
import type { ListPage } from '@/components/data-table/fetch-all';
import { usePagedList, type PagedList } from '@/components/data-table/use-paged-list';
import { useBoundList } from '@/components/list-screen/use-client-list';

const NO_FILTERS = {};

/**
 * The newest records of a list under one device or device user (its payloads, its log lines), without
 * filters, 50 a page with the total: `useLatestRecords(listDevicePayloads, getListDevicePayloadsQueryKey, reference)`.
 */
export function useLatestRecords<P extends object, Row>(
  fetch: (reference: string, params: P, signal?: AbortSignal) => Promise<ListPage<Row>>,
  key: (reference: string, params: P) => QueryKey,
  reference: string,
): PagedList<Row> {
  const { fetcher, queryKey, enabled } = useBoundList(fetch, key, reference);
  // Every parameter of these lists is optional: no filters is a valid P.
  return usePagedList(fetcher, queryKey, NO_FILTERS as P, { pageSize: 50, total: true, enabled });
}
