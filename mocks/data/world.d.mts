// Types of the example world (world.mjs), in the contract's own types, for the TypeScript sandbox.
import type { components as AdminComponents } from '../../generated/admin/schema';
import type { components as ClientComponents } from '../../generated/client/schema';
import type { components as InternalComponents } from '../../generated/internal/schema';

type Admin<K extends keyof AdminComponents['schemas']> = AdminComponents['schemas'][K];
type Client<K extends keyof ClientComponents['schemas']> = ClientComponents['schemas'][K];
type Internal<K extends keyof InternalComponents['schemas']> = InternalComponents['schemas'][K];

/** Helper keys of the builders (leading `_`): kept in the world, never sent (see example-doc.mjs `clean`). */
export interface Helpers {
  [helper: `_${string}`]: unknown;
}

export type SeedPayload = Client<'Payload'> &
  Helpers & {
    _time: number;
    _media: string | null;
    _duration: number;
    _plan: { forbidden?: 'GroupNotAuthorised' | 'TypeNotAuthorised'; [key: string]: unknown };
  };
export type SeedDevice = Admin<'Device'> & Helpers & { _timezone: string; _label: string; _state: string };
export type SeedDeviceUser = Admin<'DeviceUser'> & Helpers & { _timezone: string; _devices: number };
export type SeedStaff = { user_reference: string; name: string; email: string; is_active: boolean; roles: string[] };

export interface ExampleWorld {
  tags: Admin<'TagDefinition'>[];
  users: SeedDeviceUser[];
  devices: SeedDevice[];
  groups: Admin<'Group'>[];
  roles: Admin<'Role'>[];
  payloads: SeedPayload[];
  comments: Client<'PayloadComment'>[];
  audits: Map<string, Client<'PayloadAudit'>>;
  threads: Map<string, SeedPayload[]>;
  gps: (Client<'Gps'> & Helpers)[];
  logs: (Client<'DeviceLog'> & Helpers)[];
  commands: Admin<'DeviceCommand'>[];
  transferConfigs: Client<'TransferConfig'>[];
  transfers: Client<'Transfer'>[];
  migrations: Client<'MigrationRun'>[];
  migrationConfig: Client<'MigrationConfig'>;
  retention: Client<'RetentionPolicy'>;
  legalHolds: Client<'LegalHold'>[];
  supportRequests: Admin<'SupportAccessRequest'>[];
  clientApps: Admin<'ClientAppConfiguration'>[];
  accountDefaults: Admin<'AccountDefaults'>;
  staff: SeedStaff[];
  alerts: Admin<'Alert'>[];
  alertSummary: Admin<'AlertSummary'>;
  licenses: Admin<'LicenseUse'>;
  telemetry: Admin<'DeviceTelemetry'>[];
  history: Map<string, Admin<'DeviceHistory'>>;
  userActivities: Admin<'UserActivity'>[];
  deviceActivities: Admin<'DeviceActivity'>[];
  metrics: Record<Admin<'MetricsScope'>, Admin<'PayloadMetrics'>[]>;
  dashboard: Admin<'Dashboard'>;
  clients: Internal<'Client'>[];
  licenseOverview: Internal<'ClientLicenseUse'>[];
  countries: Internal<'Country'>[];
  statistics: Internal<'Statistics'>;
  clientTelemetry: Map<string, Internal<'ClientTelemetry'>>;
  otherAlerts: Internal<'Alert'>[];
  otherSupportRequests: Internal<'SupportAccessRequest'>[][];
}

/** Builds the whole example world once, in dependency order (deterministic: fixed clock, seeded PRNG). */
export declare function buildWorld(): ExampleWorld;
