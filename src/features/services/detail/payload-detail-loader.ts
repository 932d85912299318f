import type { LoaderFunctionArgs } from 'react-router';
import { getGetPayloadQueryOptions } from '@generated/client/hooks/payloads/payloads';
import { queryClient } from '@/api/query-client';
import { isSignedIn } from '@/auth/session';
import { getSession } from '@/auth/session-store';

/** Route loader part of a payload's detail page: the payload starts loading with the screen's chunk. */
export function prefetch({ params }: LoaderFunctionArgs): void {
  if (!isSignedIn(getSession()) || !params.payloadReference) return;
  void queryClient.prefetchQuery(getGetPayloadQueryOptions(params.payloadReference));
}
