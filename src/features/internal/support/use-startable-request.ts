import { useListSupportAccessByStatus } from '@generated/internal/hooks/support-access/support-access';
import type { SupportAccessRequest } from '@generated/internal/model';
import { useMemo } from 'react';
import { canStartSession } from './start-session-button';

/** An approved, unexpired request to `client` that a support session can start with, if any. */
export function useStartableRequest(client: string | undefined): { request: SupportAccessRequest | undefined; isPending: boolean } {
  const query = useListSupportAccessByStatus('approved', client ? { client } : {}, { query: { enabled: Boolean(client) } });
  const request = useMemo(
    () => query.data?.data.find((entry) => canStartSession({ ...entry, client: entry.client ?? client })),
    [query.data, client],
  );
  return { request, isPending: Boolean(client) && query.isPending };
}
