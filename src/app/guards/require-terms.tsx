import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { disableSupportMode } from '@/auth/session';
import { useProfile } from '@/auth/use-profile';
import { useSession } from '@/auth/use-session';
import { paths } from '@/lib/paths';
import { PageLoading } from '../page-loading';
import { termsAccepted } from '@/auth/terms';
import { termsMetadataOptions } from './terms-metadata';

/** The terms guard: a user who has not accepted the policy in force is sent to /terms first. */
export default function RequireTerms() {
  const { client, supportReference } = useSession();
  const location = useLocation();
  const metadata = useQuery(termsMetadataOptions(client));
  const profile = useProfile();
  // The API refuses the support reference (expired, revoked, not this staff member's): its reason
  // is notified, and support mode ends instead of leaving a page that cannot load.
  const supportRefused = Boolean(supportReference) && profile.isError;
  useEffect(() => {
    if (supportRefused) void disableSupportMode();
  }, [supportRefused]);
  const loaded = !metadata.isPending && !profile.isPending;
  // The signed-in area mounts as a deferred render, in slices, so the page keeps answering input
  // meanwhile; a profile or terms loading again (support mode, a new session) shows at once.
  const shown = useDeferredValue(loaded);
  if (!loaded || !shown || supportRefused) return <PageLoading />;
  if (termsAccepted(metadata.data, profile.data)) return <Outlet />;
  const returnTo = `${location.pathname}${location.search}`;
  return <Navigate to={`${paths.terms}?returnTo=${encodeURIComponent(returnTo)}`} replace />;
}
