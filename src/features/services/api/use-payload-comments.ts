import { useMemo } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { getListPayloadCommentsQueryKey, listPayloadComments } from '@generated/client/hooks/comments/comments';
import type { ListPayloadCommentsParams } from '@generated/client/model';
import { prefetchPagedList, usePagedList } from '@/components/data-table/use-paged-list';

const ALL: ListPayloadCommentsParams = {};

/** The fetcher and query key of a payload's comments list. */
const commentsOf = (payloadReference: string) => ({
  fetcher: (params: ListPayloadCommentsParams, signal?: AbortSignal) => listPayloadComments(payloadReference, params, signal),
  queryKey: (params: ListPayloadCommentsParams) => getListPayloadCommentsQueryKey(payloadReference, params),
});

/** Every comment of a payload (open and closed), paged by last_key; shared by the list and the waveform marks. */
export function usePayloadComments(payloadReference: string, enabled: boolean) {
  const { fetcher, queryKey } = useMemo(() => commentsOf(payloadReference), [payloadReference]);
  return usePagedList(fetcher, queryKey, ALL, { enabled });
}

/** Starts loading a payload's comments into `client`, where `usePayloadComments` finds them. */
export function prefetchPayloadComments(client: QueryClient, payloadReference: string): void {
  const { fetcher, queryKey } = commentsOf(payloadReference);
  prefetchPagedList(client, fetcher, queryKey, ALL, {});
}
