import { getListClientAppsQueryKey, listClientApps } from '@generated/admin/hooks/account/account';
import type { ListClientAppsParams } from '@generated/admin/model';
import { useCallback } from 'react';
import { useSession } from '@/auth/use-session';
import { usePagedList } from '@/components/data-table/use-paged-list';

const ALL: ListClientAppsParams = {};

/** Every client app of the signed-in client, paged by last_key. */
export function useAppList() {
  const { client } = useSession();
  const fetcher = useCallback((params: ListClientAppsParams, signal?: AbortSignal) => listClientApps(client, params, signal), [client]);
  const key = useCallback((params: ListClientAppsParams) => getListClientAppsQueryKey(client, params), [client]);
  return usePagedList(fetcher, key, ALL, { enabled: Boolean(client) });
}
