import { useCallback } from 'react';
import { getListPayloadCommentsQueryKey, listPayloadComments } from '@generated/client/hooks/comments/comments';
import type { ListPayloadCommentsParams, PayloadComment } from '@generated/client/model';
import { usePagedList } from '@/components/data-table/use-paged-list';

const ALL: ListPayloadCommentsParams = {};

/** Every comment of a payload (open and closed), paged by last_key; shared by the list and the waveform marks. */
export function usePayloadComments(payloadReference: string, enabled: boolean) {
  const fetcher = useCallback(
    (params: ListPayloadCommentsParams, signal?: AbortSignal) => listPayloadComments(payloadReference, params, signal),
    [payloadReference],
  );
  const queryKey = useCallback(
    (params: ListPayloadCommentsParams) => getListPayloadCommentsQueryKey(payloadReference, params),
    [payloadReference],
  );
  return usePagedList<ListPayloadCommentsParams, PayloadComment>(fetcher, queryKey, ALL, { enabled });
}
