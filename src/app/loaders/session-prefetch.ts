import '@/auth/wire-http';
import { queryClient } from '@/api/query-client';
import { isSignedIn } from '@/auth/session';
import { getSession } from '@/auth/session-store';
import { loadSignedInProfile } from '@/auth/use-profile';
import { prefetchAlertSummary } from '@/components/alerts/prefetch-alert-summary';
import { termsMetadataOptions } from '../guards/terms-metadata';

/**
 * What every signed-in screen waits for: the profile, and in the client portal the terms in force.
 * Starts the requests, or joins them if they are on their way, and settles once both have arrived
 * or failed (a failure is the guards' to show). The client portal's header bell asks for its count
 * as soon as the profile allows it, not once the page has rendered; nothing waits for it.
 */
export async function prefetchSession(_args: unknown, area: 'dashboard' | 'internal'): Promise<void> {
  const session = getSession();
  if (!isSignedIn(session)) return;
  const signedIn = loadSignedInProfile();
  if (area === 'dashboard') void signedIn.then((user) => user && prefetchAlertSummary(user));
  await Promise.all([signedIn, area === 'dashboard' ? queryClient.prefetchQuery(termsMetadataOptions(session.client)) : undefined]);
}
