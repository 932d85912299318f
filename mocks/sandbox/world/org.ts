// The state of one client organisation: everything its portal users can read or change. Views
// that summarise it (group stats, licence use, dashboard, alert summary, metrics) are computed
// from it on read, so a change shows everywhere at once.
import type { ExampleWorld } from '../../data/world.mjs';
import type { components as AdminComponents } from '../../../generated/admin/schema';

type Service = AdminComponents['schemas']['DeviceService'];

type OrgCollections = Pick<
  ExampleWorld,
  | 'tags'
  | 'users'
  | 'devices'
  | 'groups'
  | 'roles'
  | 'payloads'
  | 'comments'
  | 'audits'
  | 'gps'
  | 'logs'
  | 'commands'
  | 'transferConfigs'
  | 'transfers'
  | 'migrations'
  | 'migrationConfig'
  | 'retention'
  | 'legalHolds'
  | 'supportRequests'
  | 'clientApps'
  | 'accountDefaults'
  | 'alerts'
  | 'telemetry'
  | 'history'
  | 'userActivities'
  | 'deviceActivities'
>;

export interface Org extends OrgCollections {
  client: string;
  /** Licence limit per service (set by provider staff). */
  licenseLimits: Record<Service, number>;
  /** Portal users of the organisation and their roles (the mock identity provider signs in `admin`). */
  portalUsers: Record<string, string[]>;
  /** The signed-in portal user of the mock identity provider. */
  admin: string;
  /** Bumped after every write (by the dispatcher), so views computed from the state may be cached per version. */
  version: number;
}

/** Marks a change of the organisation's state (see `Org.version`). */
export function touch(org: Org): void {
  org.version += 1;
}
