import { getListClientsQueryKey, listClients } from '@generated/internal/hooks/clients/clients';
import type { Client } from '@generated/internal/model';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchAllPages } from '@/components/data-table/fetch-all';

/** Every client organisation (all pages), for filters and name look-ups. */
export function useAllClients() {
  const query = useQuery({
    queryKey: [...getListClientsQueryKey(), 'all'],
    queryFn: ({ signal }) => fetchAllPages(listClients, {}, { signal }),
    staleTime: 5 * 60_000,
  });
  const byId = useMemo(() => new Map<string, Client>((query.data ?? []).map((client) => [client.client, client])), [query.data]);
  return { ...query, clients: query.data ?? [], byId };
}
