import type { components } from '../../generated/admin/schema';

/** The seeded client organisation. */
export declare const CLIENT: 'acme';
export declare const SERVICES: components['schemas']['DeviceService'][];
/** Portal users of `acme` (e-mail addresses), and the client app and system actors. */
export declare const PORTAL_USERS: Record<
  'admin' | 'reviewer' | 'supervisor' | 'auditor' | 'security' | 'hostile' | 'app' | 'system',
  string
>;

/** The stats of one group, computed from the device users and devices in it. */
export declare function groupStats(
  groupReference: string,
  users: readonly components['schemas']['DeviceUser'][],
  devices: readonly components['schemas']['Device'][],
): components['schemas']['GroupStats'];
