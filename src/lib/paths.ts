/** Every route of the portal (spec section 2 and SCREENS.md) and the href builders for the ones with parameters. */
const enc = encodeURIComponent;

export const SERVICE_KINDS = ['calls', 'messages', 'photos', 'videos', 'interviews'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export const paths = {
  landing: '/',
  cookies: '/cookies',
  privacy: '/privacy',
  terms: '/terms',
  signIn: '/sign-in',
  internal: {
    clients: '/internal',
    alerts: '/internal/alerts',
    support: '/internal/support',
    carriers: '/internal/carriers',
    licenses: '/internal/licenses',
    statistics: '/internal/statistics',
  },
  dashboard: '/dashboard',
  services: {
    all: '/dashboard/services',
    calls: '/dashboard/services/calls',
    messages: '/dashboard/services/messages',
    photos: '/dashboard/services/photos',
    videos: '/dashboard/services/videos',
    interviews: '/dashboard/services/interviews',
    comments: '/dashboard/services/comments',
    diagnostics: '/dashboard/services/diagnostics',
    records: '/dashboard/services/records',
  },
  devices: {
    list: '/dashboard/devices',
    gps: '/dashboard/devices/gps',
    logs: '/dashboard/devices/logs',
    metrics: '/dashboard/devices/metrics',
    users: '/dashboard/devices/users',
  },
  access: {
    tags: '/dashboard/access/tags',
    groups: '/dashboard/access/groups',
    roles: '/dashboard/access/roles',
    createRole: '/dashboard/access/roles/create',
  },
  account: {
    apps: '/dashboard/account/apps',
    audit: '/dashboard/account/audit',
    licenses: '/dashboard/account/licenses',
    alerts: '/dashboard/account/alerts',
    supportAccess: '/dashboard/account/support-access',
    transfers: '/dashboard/account/transfers',
    transferConfig: '/dashboard/account/transfers/config',
    migrations: '/dashboard/account/migrations',
    retention: '/dashboard/account/retention',
    legalHolds: '/dashboard/account/legal-holds',
  },
} as const;

export const href = {
  payload: (kind: ServiceKind, payloadReference: string) => `${paths.services[kind]}/${enc(payloadReference)}`,
  /** A payload's evidence record: a print-ready page. */
  payloadRecord: (kind: ServiceKind, payloadReference: string) => `${paths.services[kind]}/${enc(payloadReference)}/record`,
  /** The evidence records of a selection of payloads (up to 100), one document. */
  evidenceRecords: (payloadReferences: readonly string[]) =>
    `${paths.services.records}?${payloadReferences.map((reference) => `ref=${enc(reference)}`).join('&')}`,
  device: (deviceReference: string) => `${paths.devices.list}/${enc(deviceReference)}`,
  deviceGps: (deviceReference: string) => `${paths.devices.list}/${enc(deviceReference)}/gps`,
  deviceUser: (deviceUserReference: string) => `${paths.devices.users}/${enc(deviceUserReference)}`,
  role: (roleReference: string) => `${paths.access.roles}/${enc(roleReference)}`,
  transfer: (transferId: string) => `${paths.account.transfers}/${enc(transferId)}`,
};

const KIND_OF_TYPE: Record<string, ServiceKind | undefined> = {
  Call: 'calls',
  AbortedCall: 'calls',
  BlockedCall: 'calls',
  SMS: 'messages',
  MMS: 'messages',
  RCS: 'messages',
  Photo: 'photos',
  Video: 'videos',
  Interview: 'interviews',
};

/** The services list a payload type belongs to; Diagnostics has no detail page. */
export function serviceKindOf(payloadType: string): ServiceKind | undefined {
  return KIND_OF_TYPE[payloadType];
}
