import { getSession, type Session } from './session-store';

/** Whose preferences this browser keeps: the signed-in user (their email in the id token). */
export const userKey = (session: Session = getSession()): string | undefined => session.user || undefined;

/** Whose things this browser keeps per organisation: the organisation acted on (in support mode the client's) and the user. */
export const organisationUserKey = (session: Session = getSession()): string | undefined =>
  session.user && session.client ? `${session.client}/${session.user}` : undefined;
