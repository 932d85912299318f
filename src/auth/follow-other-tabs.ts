import { t } from '@lingui/core/macro';
import { queryClient } from '@/api/query-client';
import { navigateTo } from '@/lib/navigation';
import { notifyError } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { reloadProfile } from './profile';
import { RETURN_KEY, takeReturnPath } from './return-path';
import { currentPath, homeOf, leaveEndedSession, notifyIdleSignOut, supportModeEnded } from './session';
import { isSignedIn, onSessionChangedElsewhere, type EndReason, type Session } from './session-store';
import { forgetUserInTab } from './tab-traces';

const inSignedInArea = (path: string): boolean =>
  [paths.dashboard, paths.internal.clients].some((area) => path === area || path.startsWith(`${area}/`) || path.startsWith(`${area}?`));

/** Another tab ended the session: this one ends it the same way, from its own page. */
function endedElsewhere(previous: Session, reason: EndReason): void {
  const page = currentPath();
  const signIn = leaveEndedSession(previous, reason, page);
  if (!inSignedInArea(page)) return;
  navigateTo(signIn, { replace: true });
  if (reason === 'expired') notifyError(t`Authentication expired`);
  if (reason === 'idle') notifyIdleSignOut();
}

/** Someone signed in in another tab: a change of user leaves nothing of the previous one here. */
function signedInElsewhere(previous: Session, next: Session): void {
  if (isSignedIn(previous)) {
    if (previous.user === next.user && previous.client === next.client) return;
    forgetUserInTab();
    if (inSignedInArea(currentPath())) navigateTo(homeOf(next), { replace: true });
    return;
  }
  queryClient.clear();
  // A tab waiting on the sign-in page (not with a code of its own) carries on where its session ended.
  const { pathname, search } = window.location;
  if (pathname !== paths.signIn || new URLSearchParams(search).has('code')) return;
  const back = takeReturnPath(next.user);
  forgetUserInTab([RETURN_KEY]);
  navigateTo(back ?? homeOf(next), { replace: true });
}

function supportStartedElsewhere(next: Session): void {
  queryClient.clear();
  if (!inSignedInArea(currentPath())) return;
  // Refused, the tab that started it takes every tab back (src/auth/session.ts).
  reloadProfile(next.client).then(
    () => navigateTo(paths.dashboard),
    () => undefined,
  );
}

/**
 * What this tab does when another tab changed the session: a sign-out, an expiry or an idle
 * timeout ends it here too, a new sign-in by someone else clears the tab, and support mode starts
 * and ends everywhere at once.
 */
export function followOtherTabs(previous: Session, next: Session): void {
  if (isSignedIn(previous) && !isSignedIn(next)) return endedElsewhere(previous, next.ended ?? 'signed-out');
  if (!isSignedIn(next)) return;
  if (!isSignedIn(previous) || previous.signIn !== next.signIn || previous.user !== next.user) return signedInElsewhere(previous, next);
  if (next.supportReference && next.supportReference !== previous.supportReference) return supportStartedElsewhere(next);
  if (previous.supportReference && !next.supportReference && inSignedInArea(currentPath())) void supportModeEnded().catch(() => undefined);
}

onSessionChangedElsewhere(followOtherTabs);
