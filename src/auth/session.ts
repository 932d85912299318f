import { t } from '@lingui/core/macro';
import { getSignInUrl } from '@generated/admin/hooks/auth/auth';
import { queryClient } from '@/api/query-client';
import { readCookie, writeCookie } from '@/lib/cookies';
import { DRAFTS_KEY, dropDraftsOfOthers, keepDrafts } from '@/lib/form-drafts';
import { navigateTo } from '@/lib/navigation';
import { notifyInfo } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { safeExternalUrl, UnsafeLinkError } from '@/lib/safe-url';
import { reloadProfile } from './profile';
import { rememberReturnPath, RETURN_KEY, signInReturningTo } from './return-path';
import { getSession, isSignedIn, setSession, updateSession, type EndReason, type Session } from './session-store';
import { signInUrlWith, startSignIn } from './sign-in-state';
import { forgetUserInTab } from './tab-traces';

export { isSignedIn };

/** Provider staff sign in as this client (spec section 4). */
export const ADMIN_CLIENT = 'admin';
const LAST_CLIENT_COOKIE = 'last_organisation';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The organisation the sign-in form offers: the last one signed in to from this browser. */
export const lastClient = (): string => readCookie(LAST_CLIENT_COOKIE) ?? '';

/** The admin role: the client 'admin' with no support reference. */
export const isAdminSession = (session: Session): boolean => session.client === ADMIN_CLIENT && !session.supportReference;

/** Where a session of `session`'s kind starts: /internal for staff, /dashboard for a client. */
export const homeOf = (session: Session): string => (isAdminSession(session) ? paths.internal.clients : paths.dashboard);

/** Where this origin receives the OAuth code. */
export const signInRedirectUri = (): string => `${window.location.origin}${paths.signIn}`;

/**
 * Login: remember the client, leave for the identity provider's sign-in URL with this origin's
 * redirect and a `state` this tab keeps. The session itself changes only once the code comes back
 * with that state (src/features/auth/use-code-exchange.ts).
 */
export async function login(client: string): Promise<void> {
  if (client !== ADMIN_CLIENT) writeCookie(LAST_CLIENT_COOKIE, client, { sameSite: 'Lax', maxAgeSeconds: YEAR_SECONDS });
  const port = window.location.port ? Number(window.location.port) : undefined;
  const { url } = await getSignInUrl(client, port ? { local_port: port } : undefined);
  const target = safeExternalUrl(url);
  if (!target) throw new UnsafeLinkError(t`The server sent a sign-in address that is not secure (https), so the portal did not open it.`);
  window.location.assign(signInUrlWith(target, startSignIn(client), signInRedirectUri()));
}

/** The page being shown, as a path to return to. */
export const currentPath = (): string => `${window.location.pathname}${window.location.search}`;

let endedOn: { page: string; signIn: string } | undefined;

/**
 * Where a signed-out `page` goes: /sign-in, or the same /sign-in?returnTo=… the session's end on
 * that page went to (the auth guard re-renders before that navigation lands).
 */
export const signInPathFrom = (page: string): string => (endedOn?.page === page ? endedOn.signIn : paths.signIn);

/** True once this tab has left its session (ended here, or followed another tab) and no new one began. */
export const sessionEndedInTab = (): boolean => endedOn !== undefined;

/** True when the session ended on `page`: what to keep of it was decided then (nothing, after a sign-out). */
export const sessionEndedOn = (page: string): boolean => endedOn?.page === page;

/** Outside support mode the client stays (the sign-in form offers it); staff and support mode go back to admin. */
const restingClient = (session: Session): string =>
  session.client === ADMIN_CLIENT || session.supportReference ? ADMIN_CLIENT : session.client;

/**
 * Leaves the ended session in this tab: a sign-out forgets everything of the user here; a session
 * that ended without the user asking keeps the page to return to for the same user, and after a
 * refused renewal the input of the open forms too. Returns where the tab goes.
 */
export function leaveEndedSession(ending: Session, reason: EndReason, page: string): string {
  const onSignIn = page.startsWith(paths.signIn);
  const signIn = reason === 'signed-out' ? paths.signIn : onSignIn ? page : signInReturningTo(page);
  if (reason !== 'signed-out' && !onSignIn) rememberReturnPath(page, ending.user);
  if (reason === 'expired') keepDrafts(ending.user);
  forgetUserInTab(reason === 'signed-out' ? [] : reason === 'expired' ? [RETURN_KEY, DRAFTS_KEY] : [RETURN_KEY]);
  endedOn = { page, signIn };
  return signIn;
}

function endSession(reason: EndReason, page = currentPath()): void {
  const ending = getSession();
  const signIn = leaveEndedSession(ending, reason, page);
  setSession({ client: restingClient(ending), ended: reason });
  navigateTo(signIn, { replace: true });
}

/** Logout: clear tokens, expiry, user and support reference (every tab), keep the client, go to /sign-in. */
export function logout(): void {
  endSession('signed-out');
}

/** Logout when the session has ended, to /sign-in?returnTo=… so the user can come back to `path`. */
export function logoutReturningTo(path = currentPath()): void {
  endSession('expired', path);
}

/** Says why the session ended after the idle timeout (in every tab it ended in). */
export const notifyIdleSignOut = (): void => notifyInfo(t`You were signed out because the portal was not used for a while.`);

/** Logout after nobody used any tab for the idle timeout: the page to return to is kept, unsaved input is not. */
export function logoutIdle(path = currentPath()): void {
  endSession('idle', path);
  notifyIdleSignOut();
}

/** A new sign-in in this tab: someone else's session before it leaves nothing behind. */
export function beginSession(next: Session): void {
  const previous = getSession();
  if (isSignedIn(previous) && (previous.user !== next.user || restingClient(previous) !== restingClient(next)))
    forgetUserInTab([RETURN_KEY]);
  else queryClient.clear();
  dropDraftsOfOthers(next.user);
  endedOn = undefined;
  setSession(next);
}

/**
 * Support mode on: act as `client` with the approved request's reference, then /dashboard (in every
 * tab). A reference the API refuses (expired, revoked, another staff member's) leaves the staff
 * member where they were, with the API's reason notified, and rejects.
 */
export async function enableSupportMode(supportReference: string, client: string): Promise<void> {
  const { signIn } = getSession();
  if (!updateSession(signIn, (session) => ({ ...session, supportReference, client }))) return;
  queryClient.clear();
  try {
    await reloadProfile(client);
  } catch (error) {
    updateSession(signIn, (session) => ({ ...session, supportReference: undefined, client: ADMIN_CLIENT }));
    queryClient.clear();
    throw error;
  }
  navigateTo(paths.dashboard);
}

/** Support mode off: back to the admin client, 'Ending support mode', then /internal/support (in every tab). */
export async function disableSupportMode(): Promise<void> {
  const session = getSession();
  if (!session.supportReference) {
    console.error('disableSupportMode: not in support mode');
    return;
  }
  if (!updateSession(session.signIn, (current) => ({ ...current, supportReference: undefined, client: ADMIN_CLIENT }))) return;
  await supportModeEnded();
}

/** What this tab does once support mode has ended, here or in another tab. */
export async function supportModeEnded(): Promise<void> {
  notifyInfo(t`Ending support mode`);
  queryClient.clear();
  await reloadProfile(ADMIN_CLIENT);
  navigateTo(paths.internal.support);
}
