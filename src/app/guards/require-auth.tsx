import { Navigate, Outlet, useLocation } from 'react-router';
import { isSignedIn, rememberReturnPath } from '@/auth/session';
import { useSession } from '@/auth/use-session';
import { paths } from '@/lib/paths';

/** The auth guard: signed-out visitors go to /sign-in and come back here afterwards. */
export default function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (isSignedIn(session)) return <Outlet />;
  rememberReturnPath(`${location.pathname}${location.search}`);
  return <Navigate to={paths.signIn} replace />;
}
