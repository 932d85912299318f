// Lookups of an organisation's devices and device users by reference, 404 when unknown.
import { found } from '../http/errors';
import type { Org } from '../world/org';

/** The organisation's device, or 404. */
export function deviceOf(org: Org, reference: string): Org['devices'][number] {
  return found(
    org.devices.find((device) => device.device_reference === reference),
    `Device ${reference}`,
  );
}

/** The organisation's device user, or 404. */
export function deviceUserOf(org: Org, reference: string): Org['users'][number] {
  return found(
    org.users.find((user) => user.device_user_reference === reference),
    `Device user ${reference}`,
  );
}
