// The client organisations the provider knows, as the internal (staff) document reaches them.
import { found } from '../http/errors';
import type { Org } from '../world/org';
import type { World } from '../world/world';

/** The clients the provider knows, in the provider's order. */
export const knownClients = (world: World): string[] => world.provider.clients.map((entry) => entry.client);

/** The organisation of a client the provider knows; 404 for any other. */
export function clientOrg(world: World, client: string): Org {
  found(
    world.provider.clients.find((entry) => entry.client === client),
    `Client ${client}`,
  );
  return world.org(client);
}
