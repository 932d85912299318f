// Access: tag definitions, groups, roles and the account defaults (admin document), and a client's
// roles for provider staff choosing the role of a support access request (internal document).
import type { HandlerTable } from '../handler';
import { checkGroupAndRoles, pageByKey } from './access-common';
import { accessGroupsAdmin } from './access-groups';
import { accessRolesAdmin, byReference } from './access-roles';
import { accessTagsAdmin } from './access-tags';
import { clientOrg } from './provider-clients';

export const accessAdmin = {
  ...accessTagsAdmin,
  ...accessGroupsAdmin,
  ...accessRolesAdmin,
  getAccountDefaults: ({ org }) => org.accountDefaults,
  putAccountDefaults: ({ org, body }) => {
    checkGroupAndRoles(org, { group: { path: 'user_group', value: body.user_group }, roles: { path: 'role', values: [body.role] } });
    org.accountDefaults = body;
    return org.accountDefaults;
  },
} satisfies HandlerTable<'admin'>;

export const accessInternal = {
  listClientRoles: ({ world, path, query }) => pageByKey(clientOrg(world, path.client).roles, query, byReference),
} satisfies HandlerTable<'internal'>;
