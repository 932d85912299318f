// Who is calling: the id token of the Authorization header (`Bearer {token}`, or
// `{support reference} Bearer {token}` in support mode, spec section 7) against the world.
import { forbidden, unauthorized } from '../http/errors';
import type { DocumentName } from '../contract';
import type { Org } from '../world/org';
import type { World } from '../world/world';
import { Grants } from './permissions';
import { readIdToken, type Identity } from './tokens';

/** Provider staff sign in as this client (spec section 4). */
export const ADMIN_CLIENT = 'admin';

export interface Caller extends Identity {
  /** Provider staff (signed in to `admin`), also while acting as a client in support mode. */
  staff: boolean;
  /** In support mode: the approved request the staff member acts under. */
  supportReference?: string;
  roles: string[];
}

const HEADER = /^(?:(\S+)\s+)?Bearer\s+(\S+)$/i;

function staffRoles(world: World, user: string): string[] {
  return world.provider.staff.find((member) => member.email === user)?.roles ?? [];
}

function supportCaller(world: World, identity: Identity, reference: string, pathClient: string | undefined): Caller {
  if (identity.client !== ADMIN_CLIENT) throw forbidden('Only provider staff may use a support reference');
  const clients = pathClient ? [pathClient] : world.provider.clients.map((entry) => entry.client);
  for (const client of clients) {
    const request = world.org(client).supportRequests.find((entry) => entry.request_reference === reference);
    if (!request) continue;
    if (request.approval_state !== 'approved') throw forbidden(`Support access request ${reference} is ${request.approval_state}`);
    if (!request.approval_expiry || Date.parse(request.approval_expiry) <= world.nowMs())
      throw forbidden(`Support access request ${reference} has expired`);
    // The client approved the request for the staff member who made it, not for anyone who knows its reference.
    if (request.requested_by !== identity.user)
      throw forbidden(`Support access request ${reference} was made by another staff member: only they can act with it`);
    return { ...identity, client, staff: true, supportReference: reference, roles: [request.role] };
  }
  throw forbidden(`Support access request ${reference} not found`);
}

/**
 * The caller of an authenticated operation. `pathClient` is the `{client}` of the admin and
 * internal documents' paths. Throws 401 for a missing, malformed or expired token and 403 for a
 * caller who may not act on that client.
 */
export function identify(world: World, document: DocumentName, authorization: string | undefined, pathClient: string | undefined): Caller {
  const match = HEADER.exec(authorization?.trim() ?? '');
  const identity = match?.[2] ? readIdToken(match[2]) : undefined;
  if (!identity) throw unauthorized('The id token is missing, expired or not accepted');
  const supportReference = match?.[1];
  if (supportReference && document !== 'internal')
    return supportCaller(world, identity, supportReference, document === 'admin' ? pathClient : undefined);
  const staff = identity.client === ADMIN_CLIENT;
  if (document === 'internal') {
    if (!staff) throw forbidden('Only provider staff may use the internal API');
  } else if (document === 'client' ? staff : pathClient !== identity.client) {
    throw forbidden(`${identity.user} is not a user of ${pathClient ?? 'this client'}`);
  }
  return {
    ...identity,
    staff,
    roles: staff ? staffRoles(world, identity.user) : (world.org(identity.client).portalUsers[identity.user] ?? []),
  };
}

/** The grants of a client caller in their organisation. */
export function grantsOf(org: Org, caller: Caller): Grants {
  return new Grants(org, caller.roles);
}
