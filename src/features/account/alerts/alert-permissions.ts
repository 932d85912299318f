import type { AlertScope, AlertSummary, Role } from '@generated/admin/model';

const SCOPES: readonly AlertScope[] = ['ops', 'sec'];

/** The scopes the user may read: the summary leaves out the others. Undefined until the summary is known. */
export function readableScopes(summary: AlertSummary | undefined): AlertScope[] | undefined {
  if (!summary) return undefined;
  return SCOPES.filter((scope) => summary[scope] !== undefined);
}

/**
 * The scopes the user may clear: a scope is writable when any role the user holds grants
 * `{scope}_write`. Undefined when the roles are not known (the server still decides).
 */
export function writableScopes(roles: readonly Role[] | undefined, held: readonly string[] | undefined): AlertScope[] | undefined {
  if (!roles || !held) return undefined;
  const mine = roles.filter((role) => held.includes(role.role_reference));
  return SCOPES.filter((scope) => mine.some((role) => role.alert_permissions[`${scope}_write`]));
}
