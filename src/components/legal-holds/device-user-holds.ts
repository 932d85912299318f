import { useQuery } from '@tanstack/react-query';
import { getListLegalHoldsQueryKey, listLegalHolds } from '@generated/client/hooks/legal-holds/legal-holds';
import type { LegalHold, ListLegalHoldsParams } from '@generated/client/model';
import { usePermission } from '@/auth/use-permission';
import { fetchAllPages } from '@/components/data-table/fetch-all';
import { freshness } from '@/api/freshness';

const DEVICE_USER_HOLDS: ListLegalHoldsParams = { target_type: 'DeviceUser' };

/**
 * Every legal hold on a device user (GET account/legal_holds, every DeviceUser page), where the
 * profile allows reading them. The key extends the generated one, so invalidating the generated
 * key refreshes it.
 */
export function useDeviceUserHolds() {
  const allowed = usePermission('listLegalHolds').allowed;
  const query = useQuery({
    queryKey: [...getListLegalHoldsQueryKey(DEVICE_USER_HOLDS), 'all'],
    queryFn: ({ signal }) => fetchAllPages(listLegalHolds, DEVICE_USER_HOLDS, { signal }),
    enabled: allowed,
    staleTime: freshness.live,
  });
  return { allowed, query };
}

/** The hold record of one device user, or undefined when none was ever placed. */
export const holdOf = (holds: readonly LegalHold[] | undefined, deviceUserReference: string): LegalHold | undefined =>
  holds?.find((entry) => entry.target === deviceUserReference && entry.target_type === 'DeviceUser');
