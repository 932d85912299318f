import { endpoints as adminEndpoints } from '@generated/admin/endpoints';
import { endpoints as clientEndpoints } from '@generated/client/endpoints';

/**
 * The actions (operation ids) a client role can grant: every authenticated operation of the admin
 * and client documents, sorted. Staff endpoints (internal document) are not granted by client roles.
 */
export const KNOWN_ACTIONS: readonly string[] = [
  ...new Set([...adminEndpoints, ...clientEndpoints].filter((endpoint) => endpoint.auth).map((endpoint) => endpoint.operationId)),
].sort((a, b) => a.localeCompare(b));
