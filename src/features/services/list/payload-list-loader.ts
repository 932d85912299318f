import type { LoaderFunctionArgs } from 'react-router';
import { getListPayloadsQueryKey, listPayloads } from '@generated/client/hooks/payloads/payloads';
import { queryClient } from '@/api/query-client';
import { loadSignedInProfile, profileAllows } from '@/auth/use-profile';
import { currentDayZone } from '@/components/date-time/time-zone-preference';
import { prefetchPagedList } from '@/components/data-table/use-paged-list';
import { listScreenParams } from '@/components/list-screen/use-list-screen';
import { readUrlValues } from '@/components/url-state/use-url-state';
import type { ServiceKind } from '@/lib/paths';
import { PAYLOAD_PAGING, payloadFilterSpec, payloadListSpec, payloadListTypes } from './payload-filters';

/** Route loader part of a payload list: its first page and total start loading with the screen's chunk. */
export function prefetch({ request }: LoaderFunctionArgs, kind: 'all' | ServiceKind): void {
  void prefetchPayloadList(kind, new URL(request.url).search);
}

async function prefetchPayloadList(kind: 'all' | ServiceKind, search: string): Promise<void> {
  const signedIn = await loadSignedInProfile();
  if (!signedIn || !profileAllows(signedIn.profile, 'listPayloads')) return;
  const allowedTypes = signedIn.profile.payload_types;
  if (payloadListTypes(kind, allowedTypes).length === 0) return;
  const { params } = listScreenParams(payloadListSpec(kind, allowedTypes), readUrlValues(payloadFilterSpec, search), {
    dayZone: currentDayZone(),
  });
  prefetchPagedList(queryClient, listPayloads, getListPayloadsQueryKey, params, PAYLOAD_PAGING);
}
