import { getListClientAppsQueryKey, listClientApps } from '@generated/admin/hooks/account/account';
import type { ListClientAppsParams } from '@generated/admin/model';
import { listClientAppsQueryParams } from '@generated/admin/zod/account/account';
import { useClientList } from '@/components/list-screen/use-client-list';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';

const screenSpec: ListScreenSpec<Record<string, never>, ListClientAppsParams> = {
  url: {},
  schema: listClientAppsQueryParams,
  toParams: () => ({}),
};

/** Every client app of the signed-in client, paged by last_key. */
export function useAppList() {
  return useListScreen(screenSpec, useClientList(listClientApps, getListClientAppsQueryKey));
}
