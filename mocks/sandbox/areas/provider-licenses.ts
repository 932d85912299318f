// Licence limits set by provider staff, and every client's limits and use. Use is the client's own
// licence view (world/views.ts), so a new limit shows on the client's licences page at once.
import type { components } from '../../../generated/internal/schema';
import type { HandlerTable } from '../handler';
import { unprocessable } from '../http/errors';
import { paginate } from '../http/paging';
import { touch, type Org } from '../world/org';
import { licenseUse } from '../world/views';
import { clientOrg, knownClients } from './provider-clients';

type Limits = components['schemas']['ClientLicenseLimits'];
type Used = components['schemas']['ClientLicenseUse']['used'];

const limitsOf = (org: Org): Limits => ({ client: org.client, ...org.licenseLimits });

function licenseOverview(org: Org, now: string): components['schemas']['ClientLicenseUse'] {
  const use = licenseUse(org, now);
  const used = Object.fromEntries(use.services.map((service) => [service.service, service.used])) as Used;
  return { client: org.client, limits: limitsOf(org), used, updated_at: use.updated_at };
}

export const providerLicensesInternal = {
  listAllLicenses: ({ world, query }) => {
    const now = world.now();
    return paginate(
      knownClients(world).map((client) => licenseOverview(world.org(client), now)),
      query,
      (entry) => entry.client,
    );
  },
  putClientLicenses: ({ world, path, body }) => {
    if (body.client !== path.client) throw unprocessable([{ path: 'client', message: 'Must equal the client of the path' }]);
    const org = clientOrg(world, path.client);
    const { client: _client, ...limits } = body;
    org.licenseLimits = limits;
    touch(org);
    return limitsOf(org);
  },
} satisfies HandlerTable<'internal'>;
