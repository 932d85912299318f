// What a portal user may do, from the roles they hold (spec section 6): an action is allowed when
// one of the user's roles allows it on the group concerned (deny wins inside a role), with the
// portal's own evaluator, so the role editor's "try it" panel and the sandbox agree.
import { evaluatePermissions, type GroupSubject } from '../../../src/lib/permissions/permission-eval';
import type { components } from '../../../generated/admin/schema';
import { endpoints as adminEndpoints } from '../../../generated/admin/endpoints';
import { endpoints as clientEndpoints } from '../../../generated/client/endpoints';
import type { Org } from '../world/org';

type PayloadType = components['schemas']['PayloadType'];

/** Operations that need no permission: signing in, and reading one's own profile. */
const ALWAYS = new Set(['getProfile']);

/** Every action a client portal user may be given: the authenticated operations of both documents. */
export const ACTIONS: readonly string[] = [
  ...new Set(
    [...adminEndpoints, ...clientEndpoints]
      .filter((endpoint) => endpoint.auth && !ALWAYS.has(endpoint.operationId))
      .map((endpoint) => endpoint.operationId),
  ),
].sort();

const ALL_TYPES: PayloadType[] = ['AbortedCall', 'BlockedCall', 'Call', 'Diagnostics', 'Interview', 'Photo', 'Video', 'MMS', 'RCS', 'SMS'];
const NO_GROUP: GroupSubject = { group_reference: '', tags: [] };

/** The permissions of one user in one organisation. */
export class Grants {
  private readonly roles: components['schemas']['Role'][];
  private readonly cache = new Map<string, Map<string | undefined, boolean>>();

  constructor(
    private readonly org: Org,
    roleNames: readonly string[],
  ) {
    this.roles = roleNames.flatMap((name) => org.roles.filter((role) => role.role_reference === name));
  }

  /** Whether `action` is allowed on `group` (by reference), or on some group when none is given. */
  allows(action: string, group?: string): boolean {
    if (ALWAYS.has(action)) return true;
    let byGroup = this.cache.get(action);
    if (!byGroup) {
      byGroup = new Map();
      this.cache.set(action, byGroup);
    }
    let allowed = byGroup.get(group);
    if (allowed === undefined) {
      allowed =
        group === undefined
          ? this.subjects().some((subject) => this.allowsOn(action, subject))
          : this.allowsOn(action, this.subjectOf(group));
      byGroup.set(group, allowed);
    }
    return allowed;
  }

  /** The actions allowed on some group. */
  actions(): string[] {
    return ACTIONS.filter((action) => this.allows(action));
  }

  /** Groups on which at least one action is allowed. */
  groups(): string[] {
    return this.org.groups
      .filter((group) => ACTIONS.some((action) => this.allows(action, group.group_reference)))
      .map((group) => group.group_reference);
  }

  /** The payload types of the user's roles (a role without a list allows every type). */
  payloadTypes(): PayloadType[] {
    const types = new Set<PayloadType>();
    for (const role of this.roles) for (const type of role.payload_types ?? ALL_TYPES) if (ALL_TYPES.includes(type)) types.add(type);
    return ALL_TYPES.filter((type) => types.has(type));
  }

  /** Alert scopes the user may read (`read`) or clear and dismiss (`write`). */
  alertScopes(access: 'read' | 'write'): ('ops' | 'sec')[] {
    return (['ops', 'sec'] as const).filter((scope) => this.roles.some((role) => role.alert_permissions[`${scope}_${access}`]));
  }

  private allowsOn(action: string, subject: GroupSubject): boolean {
    return this.roles.some((role) => evaluatePermissions(role.permissions, action, subject).decision === 'allowed');
  }

  private subjectOf(reference: string): GroupSubject {
    return this.org.groups.find((group) => group.group_reference === reference) ?? { group_reference: reference, tags: [] };
  }

  private subjects(): GroupSubject[] {
    return [NO_GROUP, ...this.org.groups];
  }
}
