import { getListClientsQueryKey, listClients } from '@generated/internal/hooks/clients/clients';
import { useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '@/components/data-table/fetch-all';
import { freshness } from '@/api/freshness';

/** Every client organisation (all pages), for filters and name look-ups. */
export function useAllClients() {
  const query = useQuery({
    queryKey: [...getListClientsQueryKey(), 'all'],
    queryFn: ({ signal }) => fetchAllPages(listClients, {}, { signal }),
    staleTime: freshness.settled,
  });
  return { clients: query.data ?? [] };
}
