// Client apps: integrations that call the API with OIDC tokens, acting in a group with roles. The
// contract has no secret: an app is trusted through its issuer's keys (jwks_uri).
import type { components } from '../../../generated/admin/schema';
import type { HandlerTable } from '../handler';
import { conflict, found } from '../http/errors';
import type { Org } from '../world/org';
import { checkGroupAndRoles, pageByKey } from './access-common';

type ClientApp = components['schemas']['ClientAppConfiguration'];
type ClientAppRequest = components['schemas']['ClientAppRequest'];

function appOf(org: Org, reference: string): ClientApp {
  return found(
    org.clientApps.find((app) => app.app_reference === reference),
    `Client app ${reference}`,
  );
}

/** The app a request describes, once its group and roles are known to exist (422 otherwise). */
function fromRequest(org: Org, reference: string, request: ClientAppRequest): ClientApp {
  checkGroupAndRoles(org, { group: { path: 'group', value: request.group }, roles: { path: 'roles.{index}', values: request.roles } });
  return {
    app_reference: reference,
    oidc_config: request.oidc_config,
    group: request.group,
    roles: request.roles,
    cidr_ranges: request.cidr_ranges ?? [],
  };
}

export const appsAdmin = {
  listClientApps: ({ org, query }) => pageByKey(org.clientApps, query, (app) => app.app_reference),
  getClientApp: ({ org, path }) => appOf(org, path.app_reference),
  createClientApp: ({ org, path, body }) => {
    if (org.clientApps.some((app) => app.app_reference === path.app_reference))
      throw conflict(`Client app ${path.app_reference} already exists`);
    const app = fromRequest(org, path.app_reference, body);
    org.clientApps.push(app);
    return app;
  },
  updateClientApp: ({ org, path, body }) => {
    const stored = appOf(org, path.app_reference);
    const app = fromRequest(org, stored.app_reference, body);
    org.clientApps[org.clientApps.indexOf(stored)] = app;
    return app;
  },
  deleteClientApp: ({ org, path }) => {
    const stored = appOf(org, path.app_reference);
    org.clientApps.splice(org.clientApps.indexOf(stored), 1);
  },
} satisfies HandlerTable<'admin'>;
