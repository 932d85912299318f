import type { components } from '../../generated/admin/schema';
import type { components as ClientComponents } from '../../generated/client/schema';

type Service = components['schemas']['DeviceService'];

/** Licence limits and use per service and per group; `limits` per service (default: the seeded ones). */
export declare function buildLicenses(
  users: readonly components['schemas']['DeviceUser'][],
  devices: readonly components['schemas']['Device'][],
  groups: readonly components['schemas']['Group'][],
  client?: string,
  limits?: Record<Service, number>,
): components['schemas']['LicenseUse'];

/** The file a transfer of `config` copies for `payload`: where from, where to, and its checksums. */
export declare function transferFile(
  config: Pick<ClientComponents['schemas']['TransferConfig'], 'params' | 'transfer_file_format'>,
  payload: Pick<ClientComponents['schemas']['Payload'], 'payload_type' | 'payload_reference'> & { s3_path: string },
): Pick<ClientComponents['schemas']['TransferItem'], 'source_path' | 'dest_path' | 'checksums'>;

/** The ISO week of a time in ms, as `YYYY-Www`. */
export declare function isoWeek(ms: number): string;

/** Device and device user counts and version spreads of these devices and users. */
export declare function buildDashboard(
  users: readonly components['schemas']['DeviceUser'][],
  devices: readonly components['schemas']['Device'][],
): components['schemas']['Dashboard'];
