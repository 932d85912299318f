/** The cookie that holds the signed-in session (src/auth/session-store.ts); the web server reads whether it is there. */
export const SESSION_COOKIE = 'portal_session';
