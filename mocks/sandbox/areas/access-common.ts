// What the access and client app handlers share: lists in the order of their key, and the check
// that a request names a group and roles the organisation has.
import { unprocessable, type FieldError } from '../http/errors';
import { sortBy } from '../http/filters';
import { paginate, type Page, type PageQuery } from '../http/paging';
import type { Org } from '../world/org';

/** A page of records ordered by their key (a tag key, a reference), which also names them in `last_key`. */
export function pageByKey<T>(records: readonly T[], query: PageQuery, key: (record: T) => string): Page<T> {
  return paginate(sortBy(records, key, 'asc'), query, key);
}

/** 422 for each group or role a request names that the organisation does not have. */
export function checkGroupAndRoles(
  org: Org,
  references: { group: { path: string; value: string }; roles: { path: string; values: readonly string[] } },
): void {
  const errors: FieldError[] = [];
  const { group, roles } = references;
  if (!org.groups.some((entry) => entry.group_reference === group.value))
    errors.push({ path: group.path, message: `No group ${group.value} exists` });
  roles.values.forEach((role, index) => {
    if (!org.roles.some((entry) => entry.role_reference === role))
      errors.push({ path: roles.path.replace('{index}', String(index)), message: `No role ${role} exists` });
  });
  if (errors.length) throw unprocessable(errors);
}
