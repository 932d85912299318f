import '@/auth/wire-http';
import { queryClient } from '@/api/query-client';
import { isSignedIn } from '@/auth/session';
import { getSession } from '@/auth/session-store';
import { loadSignedInProfile } from '@/auth/use-profile';
import { termsMetadataOptions } from '../guards/terms-metadata';

/** What every signed-in screen waits for: the profile, and in the client portal the terms in force. */
export function prefetchSession(_args: unknown, area: 'dashboard' | 'internal'): void {
  const session = getSession();
  if (!isSignedIn(session)) return;
  void loadSignedInProfile();
  if (area === 'dashboard') void queryClient.prefetchQuery(termsMetadataOptions(session.client));
}
