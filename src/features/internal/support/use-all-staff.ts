import { getListStaffQueryKey, listStaff } from '@generated/internal/hooks/staff/staff';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { fetchAllPages } from '@/components/data-table/fetch-all';
import { freshness } from '@/api/freshness';

/** Every staff member (all pages of GET /staff, until last_key is empty), to show names for references. */
export function useAllStaff() {
  const query = useQuery({
    queryKey: [...getListStaffQueryKey(), 'all'],
    queryFn: ({ signal }) => fetchAllPages(listStaff, {}, { signal }),
    staleTime: freshness.settled,
  });
  const names = useMemo(
    () => new Map((query.data ?? []).map((member) => [member.user_reference, member.name || member.user_reference])),
    [query.data],
  );
  const staffName = useCallback((reference: string) => names.get(reference) ?? reference, [names]);
  return { staffName };
}
