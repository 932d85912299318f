import { useListSupportAccessByStatus } from '@generated/internal/hooks/support-access/support-access';
import type { SupportAccessRequest } from '@generated/internal/model';
import { useMemo } from 'react';
import { useProfile } from '@/auth/use-profile';
import { sessionRefusal } from './session-start';

interface StartableRequest {
  /** The signed-in staff member's approved, unexpired request to the client, if any. */
  request: SupportAccessRequest | undefined;
  /** Whether the client has approved requests that other staff members made (which only they can use). */
  othersApproved: boolean;
  isPending: boolean;
}

/** An approved, unexpired request to `client` that the signed-in staff member made, which a support session can start with. */
export function useStartableRequest(client: string | undefined): StartableRequest {
  const me = useProfile().data?.user_reference;
  const query = useListSupportAccessByStatus('approved', client ? { client } : {}, { query: { enabled: Boolean(client) } });
  return useMemo(() => {
    const refusals = (query.data?.data ?? []).map((entry) => ({
      entry,
      refusal: sessionRefusal({ ...entry, client: entry.client ?? client }, me),
    }));
    return {
      request: refusals.find(({ refusal }) => !refusal)?.entry,
      othersApproved: refusals.some(({ refusal }) => refusal === 'someone-else'),
      isPending: Boolean(client) && query.isPending,
    };
  }, [query.data, query.isPending, client, me]);
}
