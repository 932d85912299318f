import { Navigate, Outlet, useLocation } from 'react-router';
import { rememberReturnPath } from '@/auth/return-path';
import { isSignedIn, sessionEndedOn, signInPathFrom } from '@/auth/session';
import { useSession } from '@/auth/use-session';
import { IdleTimeout } from './idle-timeout';

/** The auth guard: signed-out visitors go to /sign-in and come back here afterwards. */
export default function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (isSignedIn(session))
    return (
      <>
        <IdleTimeout />
        <Outlet />
      </>
    );
  const here = `${location.pathname}${location.search}`;
  if (!sessionEndedOn(here)) rememberReturnPath(here);
  return <Navigate to={signInPathFrom(here)} replace />;
}
