/** The claims of a JWT, without verifying it (the API verifies; the portal only reads who signed in). */
export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The user an id token names: email, else username, else subject. */
export function userOf(idToken: string): string | undefined {
  const claims = jwtClaims(idToken);
  for (const key of ['email', 'cognito:username', 'preferred_username', 'sub']) {
    const value = claims[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}
