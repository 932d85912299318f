import type { LoaderFunctionArgs } from 'react-router';
import { getGetPayloadQueryOptions } from '@generated/client/hooks/payloads/payloads';
import { queryClient } from '@/api/query-client';
import { isSignedIn } from '@/auth/session';
import { getSession } from '@/auth/session-store';
import { loadSignedInProfile, profileAllows } from '@/auth/use-profile';
import { prefetchPayloadComments } from '../api/use-payload-comments';

/** Route loader part of a payload's detail page: the payload, and its comments where the profile allows, start loading with the screen's chunk. */
export function prefetch({ params }: LoaderFunctionArgs): void {
  const reference = params.payloadReference;
  if (!isSignedIn(getSession()) || !reference) return;
  void queryClient.prefetchQuery(getGetPayloadQueryOptions(reference));
  void loadSignedInProfile().then((signedIn) => {
    if (signedIn && profileAllows(signedIn.profile, 'listPayloadComments')) prefetchPayloadComments(queryClient, reference);
  });
}
