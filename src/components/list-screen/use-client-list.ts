import type { QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession } from '@/auth/use-session';
import type { ListFetcher, ListPage } from '@/components/data-table/fetch-all';

/** Where a list screen's pages come from: the generated fetch function and query key helper. */
export interface ListSource<P, Row> {
  fetcher: ListFetcher<P, Row>;
  queryKey: (params: P) => QueryKey;
  /** False while the list cannot be asked for yet (no client chosen). */
  enabled?: boolean;
}

type BoundFetch<P, Row> = (first: string, params: P, signal?: AbortSignal) => Promise<ListPage<Row>>;
type BoundKey<P> = (first: string, params: P) => QueryKey;

/**
 * A list whose generated functions take one path value first, e.g. a device's GPS points:
 * `useBoundList(listDeviceGps, getListDeviceGpsQueryKey, reference)`. Waits while the value is empty.
 */
export function useBoundList<P, Row>(fetch: BoundFetch<P, Row>, key: BoundKey<P>, first: string): ListSource<P, Row> {
  return useMemo(
    () => ({
      fetcher: (params: P, signal?: AbortSignal) => fetch(first, params, signal),
      queryKey: (params: P) => key(first, params),
      enabled: Boolean(first),
    }),
    [first, fetch, key],
  );
}

/** An admin API list, whose generated functions take the signed-in client first: `useClientList(listDevices, getListDevicesQueryKey)`. */
export function useClientList<P, Row>(fetch: BoundFetch<P, Row>, key: BoundKey<P>): ListSource<P, Row> {
  return useBoundList(fetch, key, useSession().client);
}
