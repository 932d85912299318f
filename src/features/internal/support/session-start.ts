import type { SupportAccessRequest } from '@generated/internal/model';

type Request = Pick<SupportAccessRequest, 'approval_state' | 'approval_expiry' | 'client' | 'requested_by'>;

/**
 * Why a staff member cannot start a support session with a request: it is not approved (or its
 * approval has expired, or it names no client); it is not known yet who is signed in; or another
 * staff member made it, and a client approves a request for the one who asked, not for anyone.
 */
export type SessionRefusal = 'not-approved' | 'who-unknown' | 'someone-else';

/** Why `me` (a staff member's user reference) cannot start a support session with `request`; undefined when they can. */
export function sessionRefusal(request: Request, me: string | undefined, now = Date.now()): SessionRefusal | undefined {
  const approved =
    request.approval_state === 'approved' &&
    Boolean(request.client) &&
    Boolean(request.approval_expiry) &&
    Date.parse(request.approval_expiry ?? '') > now;
  if (!approved) return 'not-approved';
  if (!me) return 'who-unknown';
  return request.requested_by === me ? undefined : 'someone-else';
}

/** Whether `me` can start a support session with `request`: approved, unexpired, and made by them. */
export const canStartSession = (request: Request, me: string | undefined, now = Date.now()): boolean =>
  sessionRefusal(request, me, now) === undefined;
