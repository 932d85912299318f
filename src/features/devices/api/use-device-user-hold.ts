import { useQuery } from '@tanstack/react-query';
import { getListLegalHoldsQueryKey, listLegalHolds } from '@generated/client/hooks/legal-holds/legal-holds';
import type { LegalHold, ListLegalHoldsParams } from '@generated/client/model';
import { usePermission } from '@/auth/use-permission';
import { fetchAllPages } from '@/components/data-table/fetch-all';

const DEVICE_USER_HOLDS: ListLegalHoldsParams = { target_type: 'DeviceUser' };

/**
 * The legal hold record of one device user (GET account/legal_holds, every DeviceUser page), or
 * undefined when none was ever placed. The key extends the generated one, so invalidating the
 * generated key refreshes it.
 */
export function useDeviceUserHold(deviceUserReference: string) {
  const allowed = usePermission('listLegalHolds').allowed;
  const query = useQuery({
    queryKey: [...getListLegalHoldsQueryKey(DEVICE_USER_HOLDS), 'all'],
    queryFn: ({ signal }) => fetchAllPages(listLegalHolds, DEVICE_USER_HOLDS, { signal }),
    enabled: allowed,
    staleTime: 30_000,
  });
  const hold: LegalHold | undefined = query.data?.find(
    (entry) => entry.target === deviceUserReference && entry.target_type === 'DeviceUser',
  );
  return { hold, allowed, query };
}
