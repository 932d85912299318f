// Support access: the client's view and decisions (admin document) and the staff's requests
// across clients (internal document). The rules live in support-requests.ts.
import { ADMIN_CLIENT } from '../auth/caller';
import type { HandlerTable } from '../handler';
import { forbidden } from '../http/errors';
import { paginate } from '../http/paging';
import { touch } from '../world/org';
import { clientOrg, knownClients } from './provider-clients';
import { cancel, currentRequests, decide, makeRequest, newestRequestsFirst, requestKey, requestOf } from './support-requests';

export const supportAccessAdmin = {
  listSupportAccess: ({ org, world, query }) => {
    const matching = currentRequests(org, world.nowMs()).filter(
      (request) => !query.approval_state || request.approval_state === query.approval_state,
    );
    return paginate(newestRequestsFirst(matching), query, requestKey);
  },
  getSupportAccess: ({ org, world, path }) => requestOf(org, path.request_reference, world.nowMs()),
  updateSupportAccess: ({ org, world, path, body, caller }) => {
    if (caller.client === ADMIN_CLIENT || caller.staff) throw forbidden('Only a user of the client decides on its support access requests');
    return decide(requestOf(org, path.request_reference, world.nowMs()), body, caller.user, world.nowMs());
  },
} satisfies HandlerTable<'admin'>;

export const supportAccessInternal = {
  listClientSupportAccess: ({ world, path, query }) =>
    paginate(newestRequestsFirst(currentRequests(clientOrg(world, path.client), world.nowMs())), query, requestKey),
  getClientSupportAccess: ({ world, path }) => requestOf(clientOrg(world, path.client), path.request_reference, world.nowMs()),
  requestSupportAccess: ({ world, path, body, caller }) => {
    const org = clientOrg(world, path.client);
    const request = makeRequest(org, body, caller.user, world.nowMs());
    touch(org);
    return request;
  },
  cancelSupportAccess: ({ world, path }) => {
    const org = clientOrg(world, path.client);
    const request = cancel(requestOf(org, path.request_reference, world.nowMs()), world.nowMs());
    touch(org);
    return request;
  },
  listSupportAccessByStatus: ({ world, path, query }) => {
    const clients = knownClients(world).filter((client) => !query.client || client === query.client);
    const matching = clients.flatMap((client) =>
      currentRequests(world.org(client), world.nowMs()).filter((request) => request.approval_state === path.approval_status),
    );
    return paginate(newestRequestsFirst(matching), query, requestKey);
  },
} satisfies HandlerTable<'internal'>;
