// Roles held by portal users, client apps and support access requests. System roles are read
// only (403). Permissions are evaluated from `org.roles` on every request (auth/permissions.ts),
// so a saved role changes what its holders may do at once.
import type { components } from '../../../generated/admin/schema';
import { isValidRegExp } from '../../../src/lib/permissions/matchers';
import type { HandlerTable } from '../handler';
import { conflict, forbidden, found, unprocessable, type FieldError } from '../http/errors';
import type { Org } from '../world/org';
import { pageByKey } from './access-common';
import { currentRequests } from './support-requests';

type Role = components['schemas']['Role'];
type RolePermission = components['schemas']['RolePermission'];

/** Roles are listed and paged by reference. */
export const byReference = (role: Role): string => role.role_reference;

const MATCHERS = ['names_matching', 'keys_matching', 'values_matching'] as const;
const INVALID_REGEX = 'Must be a valid regular expression';

/** The role `reference` of the organisation, or 404. */
export function roleOf(org: Org, reference: string): Role {
  return found(
    org.roles.find((role) => role.role_reference === reference),
    `Role ${reference}`,
  );
}

/** 403 for a system role, which cannot be changed or deleted. */
function checkEditable(role: Role | undefined, action: 'changed' | 'deleted'): void {
  if (role?.is_system) throw forbidden(`${role.role_reference} is a system role and cannot be ${action}`);
}

/** One error per regular expression that does not compile (JSON Schema cannot check them). */
function regexErrors(permissions: readonly RolePermission[]): FieldError[] {
  return permissions.flatMap((permission, index) => {
    const own =
      permission.is_regex && !isValidRegExp(permission.actions_matching)
        ? [{ path: `permissions.${index}.actions_matching`, message: INVALID_REGEX }]
        : [];
    const inConditions = (permission.conditions ?? []).flatMap((condition, at) =>
      condition.is_regex
        ? MATCHERS.filter((key) => condition[key] !== undefined && !isValidRegExp(condition[key] ?? '')).map((key) => ({
            path: `permissions.${index}.conditions.${at}.${key}`,
            message: INVALID_REGEX,
          }))
        : [],
    );
    return [...own, ...inConditions];
  });
}

/** The contract's defaults of a permission's and a condition's flags, which a request may leave out. */
const UNSET_FLAGS = { is_denied: false, is_regex: false };

/** A permission with its defaults written out, as the seeded roles have them. */
function withDefaults(permission: RolePermission): RolePermission {
  const conditions = (permission.conditions ?? []).map((condition) => ({ ...UNSET_FLAGS, ...condition }));
  return { ...UNSET_FLAGS, ...permission, conditions };
}

/** Why a role cannot be deleted, or undefined when it can (see deleteRole in the contract). */
function deletionBlock(org: Org, reference: string, nowMs: number): string | undefined {
  if (org.accountDefaults.role === reference) return `Role ${reference} is the account's default role`;
  const app = org.clientApps.find((entry) => entry.roles.includes(reference));
  if (app) return `Role ${reference} is held by the client app ${app.app_reference}`;
  const request = currentRequests(org, nowMs).find(
    (entry) => entry.role === reference && (entry.approval_state === 'pending' || entry.approval_state === 'approved'),
  );
  return request
    ? `Role ${reference} is held by the ${request.approval_state} support access request ${request.request_reference}`
    : undefined;
}

export const accessRolesAdmin = {
  listRoles: ({ org, query }) =>
    pageByKey(
      org.roles.filter((role) => query.is_system === undefined || role.is_system === query.is_system),
      query,
      byReference,
    ),
  getRole: ({ org, path }) => roleOf(org, path.role_reference),
  putRole: ({ org, path, body }) => {
    const index = org.roles.findIndex((role) => role.role_reference === path.role_reference);
    checkEditable(org.roles[index], 'changed');
    const errors = regexErrors(body.permissions);
    if (errors.length) throw unprocessable(errors);
    const role: Role = {
      role_reference: path.role_reference,
      ...body,
      permissions: body.permissions.map(withDefaults),
      cidr_ranges: body.cidr_ranges ?? [],
      is_alertable: body.is_alertable ?? false,
      is_system: false,
    };
    if (index >= 0) org.roles[index] = role;
    else org.roles.push(role);
    return role;
  },
  deleteRole: ({ org, world, path }) => {
    const role = roleOf(org, path.role_reference);
    checkEditable(role, 'deleted');
    const block = deletionBlock(org, role.role_reference, world.nowMs());
    if (block) throw conflict(block);
    org.roles.splice(org.roles.indexOf(role), 1);
    for (const [user, roles] of Object.entries(org.portalUsers))
      org.portalUsers[user] = roles.filter((name) => name !== role.role_reference);
  },
} satisfies HandlerTable<'admin'>;
