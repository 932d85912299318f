import { t } from '@lingui/core/macro';
import { getSignInUrl } from '@generated/admin/hooks/auth/auth';
import { queryClient } from '@/api/query-client';
import { readCookie, writeCookie } from '@/lib/cookies';
import { navigateTo } from '@/lib/navigation';
import { notifyInfo } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { reloadProfile } from './profile';
import { getSession, setSession, type Session } from './session-store';

/** Provider staff sign in as this client (spec section 4). */
export const ADMIN_CLIENT = 'admin';
const RETURN_KEY = 'portal.return-to';
/** The sign-in page's query parameter naming the page to return to. */
export const RETURN_PARAM = 'returnTo';
const LAST_CLIENT_COOKIE = 'last_organisation';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The organisation the sign-in form offers: the last one signed in to from this browser. */
export const lastClient = (): string => readCookie(LAST_CLIENT_COOKIE) ?? '';

/** The admin role: the client 'admin' with no support reference. */
export const isAdminSession = (session: Session): boolean => session.client === ADMIN_CLIENT && !session.supportReference;
export const isSignedIn = (session: Session): boolean => Boolean(session.idToken);

/** Where this origin receives the OAuth code. */
export const signInRedirectUri = (): string => `${window.location.origin}${paths.signIn}`;

/** Rewrites the redirect_uri of the identity provider's URL to this origin's /sign-in. */
export function withRedirectToHere(url: string, redirectUri = signInRedirectUri()): string {
  const target = new URL(url);
  target.searchParams.set('redirect_uri', redirectUri);
  return target.toString();
}

/** Login: store the client, clear any support reference, leave for the sign-in URL. */
export async function login(client: string): Promise<void> {
  setSession({ client });
  if (client !== ADMIN_CLIENT) writeCookie(LAST_CLIENT_COOKIE, client, { sameSite: 'Lax', maxAgeSeconds: YEAR_SECONDS });
  const port = window.location.port ? Number(window.location.port) : undefined;
  const { url } = await getSignInUrl(client, port ? { local_port: port } : undefined);
  window.location.assign(withRedirectToHere(url));
}

/** The page being shown, as a path to return to. */
const currentPath = (): string => `${window.location.pathname}${window.location.search}`;

let endedOn: { page: string; signIn: string } | undefined;

/**
 * Where a signed-out `page` goes: /sign-in, or the same /sign-in?returnTo=… the session's end on
 * that page went to (the auth guard re-renders before that navigation lands).
 */
export const signInPathFrom = (page: string): string => (endedOn?.page === page ? endedOn.signIn : paths.signIn);

function endSession(signInPath: string, page = currentPath()): void {
  endedOn = { page, signIn: signInPath };
  setSession({ client: getSession().client === ADMIN_CLIENT || getSession().supportReference ? ADMIN_CLIENT : getSession().client });
  queryClient.clear();
  navigateTo(signInPath, { replace: true });
}

/** Logout: clear tokens, expiry, user and support reference, keep the client, go to /sign-in. */
export function logout(): void {
  endSession(paths.signIn);
}

/** Logout when the session has ended, to /sign-in?returnTo=… so the user can come back to `path`. */
export function logoutReturningTo(path = currentPath()): void {
  rememberReturnPath(path);
  // Already on /sign-in (a late call of the page just left): stay, keeping the return path in the address.
  endSession(path.startsWith(paths.signIn) ? path : `${paths.signIn}?${RETURN_PARAM}=${encodeURIComponent(path)}`, path);
}

/** Support mode on: act as `client` with the approved request's reference, then /dashboard. */
export async function enableSupportMode(supportReference: string, client: string): Promise<void> {
  setSession({ ...getSession(), supportReference, client });
  queryClient.clear();
  await reloadProfile(client);
  navigateTo(paths.dashboard);
}

/** Support mode off: back to the admin client, 'Ending support mode', then /internal/support. */
export async function disableSupportMode(): Promise<void> {
  const session = getSession();
  if (!session.supportReference) {
    console.error('disableSupportMode: not in support mode');
    return;
  }
  setSession({ ...session, supportReference: undefined, client: ADMIN_CLIENT });
  notifyInfo(t`Ending support mode`);
  queryClient.clear();
  await reloadProfile(ADMIN_CLIENT);
  navigateTo(paths.internal.support);
}

/** Remembers the page to return to after signing in (not a secret, so session storage is fine). */
export function rememberReturnPath(path = currentPath()): void {
  if (path.startsWith(paths.signIn)) return;
  sessionStorage.setItem(RETURN_KEY, path);
}

export function takeReturnPath(): string | undefined {
  const path = sessionStorage.getItem(RETURN_KEY) ?? undefined;
  sessionStorage.removeItem(RETURN_KEY);
  return path?.startsWith('/') && !path.startsWith('//') ? path : undefined;
}
