import { useGetAccountMetadata } from '@generated/admin/hooks/auth/auth';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useProfile } from '@/auth/use-profile';
import { useSession } from '@/auth/use-session';
import { paths } from '@/lib/paths';
import { PageLoading } from '../page-loading';
import { termsAccepted } from '@/auth/terms';

/** The terms guard: a user who has not accepted the policy in force is sent to /terms first. */
export default function RequireTerms() {
  const { client } = useSession();
  const location = useLocation();
  const metadata = useGetAccountMetadata(client, { query: { staleTime: 10 * 60_000 } });
  const profile = useProfile();
  if (metadata.isPending || profile.isPending) return <PageLoading />;
  if (termsAccepted(metadata.data, profile.data)) return <Outlet />;
  const returnTo = `${location.pathname}${location.search}`;
  return <Navigate to={`${paths.terms}?returnTo=${encodeURIComponent(returnTo)}`} replace />;
}
