// Account level data of `acme`: transfers and their configs, migrations, retention, legal holds,
// support access, client apps, defaults, licences, telemetry, history, activities, metrics and the
// dashboard.
import { ARABIC, EMOJI, HEBREW, IMG, SCRIPT, long } from './hostile.mjs';
import { CLIENT, PORTAL_USERS, SERVICES } from './org.mjs';
import { stream } from './random.mjs';
import { BASE, DAY, HOUR, MINUTE, SECOND, iso } from './time.mjs';

const PGP_KEY = [
  '-----BEGIN PGP PUBLIC KEY BLOCK-----',
  '',
  'mQINBGVxY2EBEADL3k1v4QH0fT8w2WcXq5l0X2mZJ9oXc7ZQy9D2m6m0d4Zq1b7m',
  'Z3pX0n8q2c5Qm9r1b0s7t6u5v4w3x2y1z0A9B8C7D6E5F4G3H2I1J0K9L8M7N6O5',
  'P4Q3R2S1T0U9V8W7X6Y5Z4a3b2c1d0e9f8g7h6i5j4k3l2m1n0o9p8q7r6s5t4u3',
  '=Xq9L',
  '-----END PGP PUBLIC KEY BLOCK-----',
  '',
].join('\n');

// ---------------------------------------------------------------------------------------------
export function buildTransferConfigs() {
  return [
    {
      transfer_config_reference: 'daily-archive-s3',
      transfer_type: 'Payload',
      payload_types: ['Call', 'SMS', 'MMS', 'RCS'],
      schedule: 'cron(0 2 * * ? *)',
      pgp_key: PGP_KEY,
      params: {
        target_type: 'S3',
        destination: 's3://acme-archive/compliance',
        iam_role_arn: 'arn:aws:iam::111122223333:role/acme-portal-transfer',
      },
      transfer_file_format: 'Zipped',
      is_active: true,
    },
    {
      transfer_config_reference: 'sftp/backup:weekly',
      transfer_type: 'Payload',
      payload_types: ['Call', 'Interview', 'Photo', 'MMS', 'RCS', 'SMS', 'Video'],
      schedule: 'rate(7 days)',
      params: {
        target_type: 'SFTP',
        server: 'sftp.acme.example',
        port: 2222,
        root_directory: '/exports/compliance',
        username: 'acme_archive',
      },
      transfer_file_format: 'ZippedWithPassword',
      zip_password: 'correct-horse-battery-staple',
      is_active: true,
    },
    {
      transfer_config_reference: 'vantage-export',
      transfer_type: 'Vantage',
      payload_types: [],
      schedule: '',
      params: {
        target_type: 'S3',
        destination: 's3://acme-vantage/reports',
        iam_role_arn: 'arn:aws:iam::111122223333:role/acme-vantage-writer',
      },
      transfer_file_format: 'Uncompressed',
      is_active: false,
    },
    {
      transfer_config_reference: 'sftp-interviews',
      transfer_type: 'Payload',
      payload_types: ['Interview', 'Photo', 'Video'],
      schedule: 'rate(1 day)',
      pgp_key: PGP_KEY,
      params: { target_type: 'SFTP', server: '203.0.113.25', port: 22, root_directory: '/', username: 'interviews.upload' },
      transfer_file_format: 'Uncompressed',
      is_active: true,
    },
  ];
}

/** The file a transfer of `config` copies for `payload`: where from, where to, and its checksums. */
export function transferFile(config, payload) {
  const destination =
    config.params.target_type === 'S3'
      ? `${config.params.destination}/${payload.payload_type}/${payload.payload_reference}${config.transfer_file_format === 'Uncompressed' ? '.bin' : '.zip'}`
      : `${config.params.root_directory.replace(/\/$/, '')}/${payload.payload_type}/${payload.payload_reference}.zip`;
  return {
    source_path: payload.s3_path,
    dest_path: destination,
    checksums: { sha256: stream(`checksum-${payload.payload_reference}`).hex(64), md5: stream(`md5-${payload.payload_reference}`).hex(32) },
  };
}

// config, state, type
const TRANSFER_PLAN = [
  ['daily-archive-s3', 'Succeeded', 'Payload'],
  ['daily-archive-s3', 'Succeeded', 'Payload'],
  ['daily-archive-s3', 'Failed', 'Payload'],
  ['daily-archive-s3', 'InProgress', 'Payload'],
  ['sftp/backup:weekly', 'PartialFail', 'Payload'],
  ['sftp/backup:weekly', 'Succeeded', 'Payload'],
  ['vantage-export', 'Succeeded', 'Vantage'],
  ['vantage-export', 'Failed', 'Vantage'],
  ['sftp-interviews', 'Pending', 'Payload'],
  ['sftp-interviews', 'PartialFail', 'Payload'],
];

export function buildTransfers(configs, payloads) {
  const rng = stream('transfers');
  const transfers = TRANSFER_PLAN.map(([reference, state, type], index) => {
    const config = configs.find((entry) => entry.transfer_config_reference === reference);
    const reportTo = BASE - (index + 1) * 2 * DAY - (BASE % DAY) + 2 * HOUR; // 02:00Z runs
    const reportFrom = reportTo - (reference.includes('weekly') ? 7 : 1) * DAY;
    const created = reportTo + rng.int(1, 10) * MINUTE;
    const eligible = payloads.filter(
      (payload) =>
        payload.s3_path &&
        (type === 'Vantage' || config.payload_types.includes(payload.payload_type)) &&
        ['Processed', 'Transferred'].includes(payload.payload_state) &&
        payload.processed_at &&
        Date.parse(payload.processed_at) < reportTo,
    );
    const related = state === 'Pending' ? [] : rng.sample(eligible, Math.min(eligible.length, rng.int(3, 9)));
    const items = related.map((payload, itemIndex) => {
      const failed =
        state === 'Failed' ||
        (state === 'PartialFail' && itemIndex % 3 === 0) ||
        (state === 'InProgress' && itemIndex >= related.length / 2);
      return {
        ...transferFile(config, payload),
        attempts: failed ? (state === 'InProgress' ? 0 : 3) : rng.int(1, 2),
        error: failed
          ? state === 'InProgress'
            ? null
            : state === 'Failed' && config.params.target_type === 'S3'
              ? 'AccessDenied: not authorised to perform s3:PutObject'
              : 'Connection reset by peer'
          : null,
      };
    });
    const transfer = {
      transfer_id: rng.ulid(created),
      transfer_config_reference: reference,
      transfer_type: type,
      transfer_state: state,
      report_from: iso(reportFrom),
      report_to: iso(reportTo),
      related_payloads: related.map((payload) => payload.payload_reference),
      payload_count: related.length,
      transfers: items,
      created_at: iso(created),
      updated_at: iso(created + (state === 'Pending' ? 0 : rng.int(2, 50) * MINUTE)),
    };
    if (['Succeeded', 'PartialFail'].includes(state)) {
      for (const payload of related) if (!payload.transferred_at) payload.transferred_at = transfer.updated_at;
    }
    return transfer;
  });
  transfers.sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
  return transfers;
}

// ---------------------------------------------------------------------------------------------
const ERRORS = [
  'Error',
  'UnknownFile',
  'DuplicateDeviceReference',
  'PayloadDataNotAvailable',
  'PayloadWithNoMatchingUser',
  'ConferenceCallWithMismatchingData',
];
const WARNINGS = [
  'CannotImportOnboardedDeviceUnknownModel',
  'CannotImportOffboardedDeviceUnknownModel',
  'DeviceAlreadyActiveInThePlatform',
  'UserAlreadyActiveInThePlatform',
  'DeactivatedDeviceSupersededByNewerRecord',
  'OffboardedUserSupersededByNewerRecord',
  'IgnoreOnboardingDisabled',
  'IgnoreOffboardingDisabled',
  'PayloadAlreadyLoaded',
  'IgnoreNewPayloadMigrationDisabled',
];
const SUCCESSES = [
  'ActivatedDeviceUpdated',
  'DeactivatedDeviceUpdated',
  'DeviceCreatedActivated',
  'DeviceCreatedDeactivated',
  'DeviceUpdatedAndActivated',
  'DeviceUpdatedAndDeactivated',
  'GroupAdded',
  'NoChangeDevice',
  'NoChangeUser',
  'NoChangeGroup',
  'OffboardedUserUpdated',
  'OnboardedUserUpdated',
  'UserCreatedOffboarded',
  'UserCreatedOnboarded',
  'UserUpdatedAndOnboarded',
  'UserUpdatedAndOffboarded',
  'PayloadCreated',
  'RecordedPayloadCreated',
  'PayloadUpdated',
];
export const MIGRATION_RESULTS = { errors: ERRORS, warnings: WARNINGS, successes: SUCCESSES };

const MIGRATION_PLAN = [
  {
    state: 'Migrated',
    file: 'acme-users-2026-06-01.csv',
    errors: [],
    warnings: ['UserAlreadyActiveInThePlatform', 'OffboardedUserSupersededByNewerRecord'],
    successes: [
      'UserCreatedOnboarded',
      'UserCreatedOffboarded',
      'UserUpdatedAndOnboarded',
      'UserUpdatedAndOffboarded',
      'OnboardedUserUpdated',
      'OffboardedUserUpdated',
      'NoChangeUser',
      'GroupAdded',
      'NoChangeGroup',
    ],
  },
  {
    state: 'Migrated',
    file: 'acme-devices-2026-06-01.csv',
    errors: [],
    warnings: ['DeviceAlreadyActiveInThePlatform', 'DeactivatedDeviceSupersededByNewerRecord'],
    successes: [
      'DeviceCreatedActivated',
      'DeviceCreatedDeactivated',
      'DeviceUpdatedAndActivated',
      'DeviceUpdatedAndDeactivated',
      'ActivatedDeviceUpdated',
      'DeactivatedDeviceUpdated',
      'NoChangeDevice',
    ],
  },
  {
    state: 'PartialFail',
    file: 'acme-2026-10-30.csv',
    errors: ['DuplicateDeviceReference', 'Error'],
    warnings: [
      'CannotImportOnboardedDeviceUnknownModel',
      'CannotImportOffboardedDeviceUnknownModel',
      'IgnoreOnboardingDisabled',
      'IgnoreOffboardingDisabled',
    ],
    successes: ['DeviceCreatedActivated', 'UserCreatedOnboarded'],
  },
  {
    state: 'PartialFail',
    file: 'acme-payloads-2026-10-15.zip',
    errors: ['PayloadDataNotAvailable', 'PayloadWithNoMatchingUser', 'ConferenceCallWithMismatchingData'],
    warnings: ['PayloadAlreadyLoaded', 'IgnoreNewPayloadMigrationDisabled'],
    successes: ['PayloadCreated', 'RecordedPayloadCreated', 'PayloadUpdated'],
  },
  { state: 'Failed', file: 'readme <script>.txt', errors: ['UnknownFile'], warnings: [], successes: [] },
  { state: 'Quarantined', file: 'acme-payloads-2026-10-29.zip', errors: [], warnings: [], successes: [] },
  { state: 'Pending', file: 'acme-2026-11-01.csv', errors: [], warnings: [], successes: [] },
];

export function buildMigrations() {
  const rng = stream('migrations');
  const runs = MIGRATION_PLAN.map((plan, index) => {
    const started = BASE - (MIGRATION_PLAN.length - index) * 9 * DAY + rng.int(0, 600) * MINUTE;
    const count = (list) => list.map((result) => ({ result, count: rng.int(1, result.startsWith('NoChange') ? 400 : 60) }));
    const run = {
      id: rng.ulid(started),
      state: plan.state,
      started_at: iso(started),
      file: plan.file,
      results: { errors: count(plan.errors), warnings: count(plan.warnings), successes: count(plan.successes) },
    };
    if (plan.state !== 'Pending') run.finished_at = iso(started + rng.int(2, 90) * MINUTE);
    return run;
  });
  runs.sort((a, b) => (a.started_at < b.started_at ? 1 : -1));
  return runs;
}

export const MIGRATION_CONFIG = { disable_onboarding: false, disable_offboarding: true, disable_payloads: false };

export function buildRetention() {
  return {
    record_types: [
      { record_type: 'Gps', delete_after_days: 365, destroy_after_days: 395 },
      { record_type: 'DeviceLog', delete_after_days: 90, destroy_after_days: 120 },
      { record_type: 'DeviceTelemetry', delete_after_days: 30, destroy_after_days: 60 },
      { record_type: 'PayloadComment', delete_after_days: 2555 },
      { record_type: 'UserActivity', delete_after_days: 2555, destroy_after_days: 2920 },
      { record_type: 'DeviceActivity', delete_after_days: 365, destroy_after_days: 400 },
      { record_type: 'Alert', delete_after_days: 180, destroy_after_days: 210 },
      { record_type: 'Transfer', delete_after_days: 730 },
    ],
    payload_types: [
      {
        payload_type: 'Call',
        retention_timestamp_type: 'payload_time',
        delete_after_days: 2555,
        destroy_after_days: 2585,
        required_receipts: 1,
        required_transfers: 1,
      },
      {
        payload_type: 'AbortedCall',
        retention_timestamp_type: 'payload_time',
        delete_after_days: 365,
        destroy_after_days: 395,
        required_receipts: 0,
        required_transfers: 0,
      },
      {
        payload_type: 'BlockedCall',
        retention_timestamp_type: 'payload_time',
        delete_after_days: 365,
        destroy_after_days: 395,
        required_receipts: 0,
        required_transfers: 0,
      },
      {
        payload_type: 'SMS',
        retention_timestamp_type: 'processed_at',
        delete_after_days: 2555,
        destroy_after_days: 2585,
        required_receipts: 0,
        required_transfers: 1,
      },
      {
        payload_type: 'MMS',
        retention_timestamp_type: 'processed_at',
        delete_after_days: 2555,
        required_receipts: 0,
        required_transfers: 1,
      },
      {
        payload_type: 'RCS',
        retention_timestamp_type: 'processed_at',
        delete_after_days: 2555,
        required_receipts: 0,
        required_transfers: 1,
      },
      {
        payload_type: 'Interview',
        retention_timestamp_type: 'transferred_at',
        delete_after_days: 3650,
        required_receipts: 1,
        required_transfers: 1,
      },
      {
        payload_type: 'Photo',
        retention_timestamp_type: 'receipt_confirmed_at',
        delete_after_days: 1825,
        destroy_after_days: 1855,
        required_receipts: 1,
        required_transfers: 0,
      },
      {
        payload_type: 'Video',
        retention_timestamp_type: 'receipt_confirmed_at',
        delete_after_days: 1825,
        required_receipts: 1,
        required_transfers: 0,
      },
      {
        payload_type: 'Diagnostics',
        retention_timestamp_type: 'payload_time',
        delete_after_days: 30,
        destroy_after_days: 31,
        required_receipts: 0,
        required_transfers: 0,
      },
    ],
  };
}

export function buildLegalHolds() {
  return [
    {
      target: 'marcus.bell',
      target_type: 'DeviceUser',
      is_active: true,
      created_at: iso(BASE - 60 * DAY),
      updated_by: PORTAL_USERS.admin,
      updated_at: iso(BASE - 60 * DAY),
    },
    {
      target: 'laila.haddad',
      target_type: 'DeviceUser',
      is_active: true,
      created_at: iso(BASE - 12 * DAY + 3 * HOUR),
      updated_by: PORTAL_USERS.reviewer,
      updated_at: iso(BASE - 12 * DAY + 3 * HOUR),
    },
    {
      target: 'legacy.rosa.lima',
      target_type: 'DeviceUser',
      is_active: false,
      created_at: iso(BASE - 300 * DAY),
      updated_by: PORTAL_USERS.admin,
      updated_at: iso(BASE - 100 * DAY),
    },
    {
      target: PORTAL_USERS.supervisor,
      target_type: 'PortalUser',
      is_active: true,
      created_at: iso(BASE - 20 * DAY),
      updated_by: PORTAL_USERS.admin,
      updated_at: iso(BASE - 20 * DAY),
    },
    {
      target: 'former.trader@acme.example',
      target_type: 'PortalUser',
      is_active: false,
      created_at: iso(BASE - 200 * DAY),
      updated_by: PORTAL_USERS.reviewer,
      updated_at: iso(BASE - 45 * DAY),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
export const STAFF = [
  {
    user_reference: 'support.engineer@provider.example',
    name: 'Sam Support',
    email: 'support.engineer@provider.example',
    is_active: true,
    roles: ['Support Engineer'],
  },
  {
    user_reference: 'ops.lead@provider.example',
    name: 'Olivia Ops-Lead',
    email: 'ops.lead@provider.example',
    is_active: true,
    roles: ['Administrator', 'Support Engineer'],
  },
  {
    user_reference: 'carla.mendes@provider.example',
    name: 'Carla Mendes',
    email: 'carla.mendes@provider.example',
    is_active: true,
    roles: ['Support Engineer'],
  },
  {
    user_reference: 'yusuf.rahman@provider.example',
    name: 'يوسف رحمن',
    email: 'yusuf.rahman@provider.example',
    is_active: true,
    roles: ['Support Engineer'],
  },
  {
    user_reference: 'x.s.s@provider.example',
    name: `${SCRIPT} ${IMG}`,
    email: 'x.s.s@provider.example',
    is_active: true,
    roles: ['Read Only'],
  },
  {
    user_reference: 'former.staff@provider.example',
    name: 'Former Staff Member',
    email: 'former.staff@provider.example',
    is_active: false,
    roles: [],
  },
];

// approval state, role, staff index, description
const SUPPORT_PLAN = [
  ['pending', 'Administrator', 0, 'Investigate failed transfers to s3://acme-archive (ticket INC-20411).'],
  ['pending', 'Read Only', 3, `${ARABIC} — طلب دعم`],
  // The mock signs staff in as ops.lead (index 1), who may start a session only with their own request.
  ['approved', 'Read Only', 1, 'Check why device ldn-trd-004 stopped uploading after the OS update.'],
  ['approved', 'Device Manager', 2, `Bulk re-onboarding of the São Paulo team ${EMOJI}`],
  ['rejected', 'Administrator', 4, `${SCRIPT} please give me admin`],
  ['canceled', 'Ops Engineer', 0, 'Duplicate of an earlier request.'],
  ['revoked', 'Compliance Reviewer', 2, 'Review comment export issue; access revoked after the fix.'],
  ['expired', 'Read Only', 1, long(1000, `Long request description ${HEBREW} `)],
];

export function buildSupportRequests(client = CLIENT) {
  const rng = stream(`support-${client}`);
  return SUPPORT_PLAN.map(([state, role, staffIndex, description], index) => {
    const created = BASE - (SUPPORT_PLAN.length - index) * 3 * DAY - rng.int(0, 600) * MINUTE;
    const requested = created + rng.int(1, 5) * DAY;
    const staff = STAFF[staffIndex];
    const request = {
      request_reference: rng.ulid(created),
      client,
      role,
      request_description: description,
      requested_expiry: iso(state === 'pending' ? BASE + rng.int(1, 4) * DAY : requested),
      approval_state: state,
      requested_by: staff.user_reference,
      requested_at: iso(created),
      rejection_reason: state === 'rejected' ? `Not justified — use the Read Only role. ${IMG}` : null,
      approval_expiry: null,
      approved_by: null,
      updated_at: iso(created + rng.int(10, 600) * MINUTE),
    };
    if (['approved', 'revoked', 'expired'].includes(state)) {
      request.approved_by = PORTAL_USERS.admin;
      // Approved requests stay valid for a year past the mock's clock, so support sessions can start on the mock today.
      request.approval_expiry = iso(
        state === 'approved' ? BASE + 400 * DAY + rng.int(6, 48) * HOUR : state === 'expired' ? BASE - rng.int(1, 3) * DAY : requested,
      );
    }
    return request;
  }).sort((a, b) => (a.requested_at < b.requested_at ? 1 : -1));
}

// ---------------------------------------------------------------------------------------------
export function buildClientApps() {
  return [
    {
      app_reference: 'crm-integration',
      oidc_config: {
        issuer: 'https://login.microsoftonline.com/7f1c2a3b-0000-4000-8000-acme00000001/v2.0',
        audience: 'api://acme-portal',
        jwks_uri: 'https://login.microsoftonline.com/7f1c2a3b-0000-4000-8000-acme00000001/discovery/v2.0/keys',
      },
      group: 'Compliance',
      roles: ['Read Only'],
      cidr_ranges: ['10.20.0.0/16'],
    },
    {
      app_reference: 'archive.bot (v2)',
      oidc_config: {
        issuer: 'https://auth.acme.example',
        audience: 'portal-archive',
        jwks_uri: 'https://auth.acme.example/.well-known/jwks.json',
      },
      group: 'Compliance',
      roles: ['Compliance Reviewer', 'Read Only'],
      cidr_ranges: ['203.0.113.0/24', '198.51.100.0/24'],
    },
    {
      app_reference: 'sao-paulo-bi',
      oidc_config: {
        issuer: 'https://accounts.google.com',
        audience: 'sao-paulo-bi.apps.acme.example',
        jwks_uri: 'https://www.googleapis.com/oauth2/v3/certs',
      },
      group: 'Sao Paulo Vendas',
      roles: ['Sao Paulo Supervisor'],
      cidr_ranges: [],
    },
    {
      app_reference: 'device-provisioning',
      oidc_config: {
        issuer: 'https://keycloak.acme.example/realms/devices',
        audience: 'device-provisioning',
        jwks_uri: 'https://keycloak.acme.example/realms/devices/protocol/openid-connect/certs',
      },
      group: 'Field Engineers',
      roles: ['Device Manager'],
      cidr_ranges: ['10.0.0.0/8'],
    },
  ];
}

export const ACCOUNT_DEFAULTS = { user_group: 'Compliance', role: 'Read Only', cidr_ranges: ['10.0.0.0/8', '192.168.0.0/16'] };

// ---------------------------------------------------------------------------------------------
export const LICENSE_LIMITS = { calls: 40, sms: 50, mms: 30, rcs: 30, interviews: 10, gps: 25, photos: 20, videos: 10 };

/** Licence limits and use per service and per group; `limits` per service (default: the seeded ones). */
export function buildLicenses(users, devices, groups, client = CLIENT, limits = LICENSE_LIMITS) {
  const active = devices.filter((device) => !device.is_deactivated && device.activated_at);
  const onboarded = users.filter((user) => user.is_active);
  return {
    client,
    services: SERVICES.map((service) => ({
      service,
      limit: limits[service],
      used: active.filter((device) => device.services.includes(service)).length,
      expected: onboarded.filter((user) => user.services.includes(service)).reduce((sum, user) => sum + user.expected_device_count, 0),
    })),
    groups: groups.map((group) => ({
      group: group.group_reference,
      services: SERVICES.map((service) => ({
        service,
        used: group.stats.services[service].used_licenses,
        expected: group.stats.services[service].expected_devices,
      })),
    })),
    updated_at: iso(BASE - 15 * MINUTE),
  };
}

// ---------------------------------------------------------------------------------------------
const PACKAGES = [
  ['com.example.capture', null],
  ['com.whatsapp', '2.26.21.74'],
  ['com.google.android.apps.messaging', '20261015_01'],
  ['com.microsoft.teams', '1416/1.0.0.2026101501'],
  ['com.bloomberg.android.plus', '6.32.0'],
  ['org.telegram.messenger', '12.1.1'],
];

export function buildTelemetry(devices, payloads) {
  const rng = stream('telemetry');
  const reports = [];
  for (const device of devices.filter((entry) => entry.last_seen)) {
    const reportsForDevice = device.is_deactivated ? 1 : 2;
    for (let index = 0; index < reportsForDevice; index += 1) {
      const at = Date.parse(device.last_seen) - index * 6 * HOUR - rng.int(0, 300) * SECOND;
      const queued = payloads.filter(
        (payload) => payload.device_reference === device.device_reference && payload.payload_state === 'Recorded',
      );
      const lowBattery = device.device_reference === 'nyc-ops-<b>002';
      reports.push({
        device_reference: device.device_reference,
        device_user_reference: device.device_user_reference,
        group: device.group,
        reported_at: iso(at),
        os_version: device.os_version,
        model: device.model,
        app_version: device.app_version,
        imeis: device.imeis,
        battery: { level: lowBattery ? 9 : rng.int(18, 100), is_charging: rng.bool(0.3), is_power_saving: lowBattery },
        storage: {
          total_bytes: 128 * 1024 ** 3,
          free_bytes: device.device_reference === 'sao-vnd-004' ? 310 * 1024 ** 2 : rng.int(2, 90) * 1024 ** 3,
        },
        wifi: { is_enabled: true, is_connected: rng.bool(0.6), signal_level: rng.int(0, 4) },
        data_usage: {
          mobile_rx_bytes: rng.int(1, 900) * 1024 ** 2,
          mobile_tx_bytes: rng.int(1, 200) * 1024 ** 2,
          wifi_rx_bytes: rng.int(1, 3000) * 1024 ** 2,
          wifi_tx_bytes: rng.int(1, 400) * 1024 ** 2,
        },
        app_network_stats: PACKAGES.slice(0, rng.int(2, PACKAGES.length)).map(([name]) => ({
          package_name: name,
          rx_bytes: rng.int(1, 500) * 1024 ** 2,
          tx_bytes: rng.int(1, 100) * 1024 ** 2,
        })),
        installed_applications: PACKAGES.map(([name, version]) => ({
          package_name: name,
          version_name: version ?? device.app_version,
          installed_at: iso((device.activated_at ? Date.parse(device.activated_at) : BASE - 400 * DAY) - rng.int(1, 100) * DAY),
        })),
        enabled_services: device.services,
        is_knox_enabled: device.model.startsWith('SM-'),
        is_device_admin: device.device_reference !== 'ldn-trd-003',
        is_device_owner: device.model.startsWith('Pixel'),
        message_permissions: {
          read_sms: true,
          receive_sms: true,
          receive_mms: device.services.includes('mms'),
          is_default_sms_app: rng.bool(0.3),
        },
        upload_queue: {
          queued_payloads: queued.length + (lowBattery ? 14 : 0),
          queued_bytes: (queued.length + (lowBattery ? 14 : 0)) * rng.int(50, 900) * 1024,
          oldest_queued_at: queued.length
            ? iso(Math.min(...queued.map((payload) => payload._time)))
            : lowBattery
              ? iso(at - 3 * DAY)
              : null,
          state: queued.length || lowBattery ? (device.services.length > 3 ? 'Uploading' : 'WaitingForWifi') : 'Idle',
        },
      });
    }
  }
  reports.sort((a, b) => (a.reported_at < b.reported_at ? 1 : -1));
  return reports;
}

export function buildHistory(device, users) {
  const rng = stream(`history-${device.device_reference}`);
  const entries = [];
  const start = device.activated_at ? Date.parse(device.activated_at) : BASE - 500 * DAY;
  const end = device.deactivation_date ? Date.parse(device.deactivation_date) : null;
  const user = users.find((entry) => entry.device_user_reference === device.device_user_reference);
  if (device.device_reference === 'ldn-trd-001' || device.device_reference === 'sao-vnd-003' || device.device_reference === 'ldn-fx-001') {
    // Devices that changed hands or groups.
    const switchAt = Math.floor((start + ((end ?? BASE) - start) * (0.3 + rng.float() * 0.4)) / 1000) * 1000;
    entries.push({ from: iso(switchAt), to: end ? iso(end) : null, user: user.device_user_reference, group: user.group });
    const previousGroup = device.device_reference === 'ldn-fx-001' ? 'London Trading' : user.group;
    const previousUser =
      device.device_reference === 'sao-vnd-003'
        ? 'ana.souza'
        : device.device_reference === 'ldn-trd-001'
          ? 'marcus.bell'
          : user.device_user_reference;
    entries.push({ from: iso(start), to: iso(switchAt), user: previousUser, group: previousGroup });
  } else {
    entries.push({ from: iso(start), to: end ? iso(end) : null, user: user.device_user_reference, group: user.group });
  }
  return { device_reference: device.device_reference, data: entries };
}

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
  `Mozilla/5.0 ${SCRIPT}`,
];

export function buildUserActivities(world) {
  const rng = stream('user-activities');
  const roleOf = {
    [PORTAL_USERS.admin]: ['Administrator'],
    [PORTAL_USERS.reviewer]: ['Compliance Reviewer'],
    [PORTAL_USERS.supervisor]: ['Sao Paulo Supervisor'],
    [PORTAL_USERS.auditor]: ['External Auditor (2026)'],
    [PORTAL_USERS.security]: ['Security Analyst'],
    [PORTAL_USERS.app]: ['Read Only'],
    'support.engineer@provider.example': ['Read Only'],
  };
  const groupOf = { [PORTAL_USERS.supervisor]: 'Sao Paulo Vendas', [PORTAL_USERS.app]: 'Compliance' };
  const payload = world.payloads[3];
  const device = world.devices[0];
  const plan = [
    [PORTAL_USERS.admin, 'listDevices', true, null, {}, 200],
    [PORTAL_USERS.admin, 'deactivateDevice', true, null, { device_reference: 'ldn-trd-004' }, 200],
    [PORTAL_USERS.reviewer, 'getPayload', true, null, { payload_reference: payload.payload_reference }, 200],
    [PORTAL_USERS.reviewer, 'getPayloadData', true, null, { payload_reference: payload.payload_reference, action: 'play' }, 200],
    [PORTAL_USERS.reviewer, 'createPayloadComment', true, null, { payload_reference: payload.payload_reference }, 201],
    [
      PORTAL_USERS.reviewer,
      'restorePayload',
      false,
      'Denied by role Compliance Reviewer: restorePayload is_denied',
      { payload_reference: payload.payload_reference },
      403,
    ],
    [
      PORTAL_USERS.supervisor,
      'getPayloadData',
      false,
      'Group London Trading not authorised (condition region=br)',
      { payload_reference: world.payloads[0].payload_reference },
      403,
    ],
    [PORTAL_USERS.supervisor, 'listPayloads', true, null, { payload_types: 'Call,SMS', group: 'Sao Paulo Vendas' }, 200],
    [PORTAL_USERS.auditor, 'listPayloads', false, 'Source IP 192.0.2.44 outside the role CIDR ranges 198.51.100.7/32', {}, 403],
    [
      PORTAL_USERS.auditor,
      'getPayloadData',
      false,
      'Payload type Interview not authorised for role External Auditor (2026)',
      { payload_reference: world.payloads[5].payload_reference },
      403,
    ],
    [PORTAL_USERS.security, 'listActivities', true, null, { from: '2026-10-01' }, 200],
    [PORTAL_USERS.security, 'clearAlerts', true, null, {}, 200],
    [PORTAL_USERS.app, 'listPayloads', true, null, { date_filter: 'processed_at', from: '2026-10-31' }, 200],
    [PORTAL_USERS.app, 'confirmReceipts', true, null, {}, 200],
    [PORTAL_USERS.app, 'getPayloadData', false, 'Payload not found', { payload_reference: '01JBZZZZZZZZZZZZZZZZZZZZZZ' }, 404],
    [
      'support.engineer@provider.example',
      'getDevice',
      true,
      null,
      {
        device_reference: device.device_reference,
        support_reference: world.supportRequests.find((entry) => entry.approval_state === 'approved').request_reference,
      },
      200,
    ],
    [PORTAL_USERS.admin, 'putRole', false, 'System role Administrator cannot be edited', { role_reference: 'Administrator' }, 409],
    [PORTAL_USERS.admin, 'putTag', false, `Validation failed against 2 groups ${IMG}`, { tag_key: 'region' }, 422],
    [PORTAL_USERS.admin, 'sendDeviceCommand', true, null, { device_reference: 'nyc-ops-<b>002', command: 'sync_data' }, 201],
    [PORTAL_USERS.admin, 'getProfile', true, null, {}, 200],
  ];
  const activities = plan.map(([user, action, allowed, reason, parameters, status], index) => {
    const time = BASE - (plan.length - index) * 97 * MINUTE - rng.int(0, 3000) * 10;
    const duration = rng.int(12, 1800);
    return {
      log_id: rng.ulid(time),
      user_reference: user,
      ip:
        user === PORTAL_USERS.auditor
          ? '192.0.2.44'
          : index % 7 === 3
            ? `2001:db8::${rng.hex(4)}`
            : `10.20.${rng.int(0, 255)}.${rng.int(1, 254)}`,
      activity_time: iso(time, { millis: true }),
      activity_end_time: iso(time + duration, { millis: true }),
      duration,
      group: groupOf[user] ?? (user.endsWith('provider.example') ? null : 'Compliance'),
      roles: roleOf[user] ?? [],
      action,
      is_allowed: allowed,
      denial_reason: reason,
      parameters,
      status_code: status,
      browser: user === PORTAL_USERS.app ? null : BROWSERS[index % BROWSERS.length],
      is_client_app: user === PORTAL_USERS.app,
    };
  });
  return activities.reverse();
}

export function buildDeviceActivities(world) {
  const rng = stream('device-activities');
  const list = [];
  const actions = [
    ['authenticateDevice', true, null, 200],
    ['uploadPayload', true, null, 201],
    ['uploadGps', true, null, 201],
    ['uploadLogs', true, null, 201],
    ['uploadTelemetry', true, null, 201],
    ['updateCommandState', true, null, 200],
    ['uploadPayload', false, 'Device is deactivated', 403],
    ['authenticateDevice', false, 'Unknown installation: encrypted ULID does not decrypt', 401],
    ['getPayloadStatus', true, null, 200],
  ];
  world.devices
    .filter((device) => device.last_seen)
    .forEach((device, index) => {
      const [action, allowed, reason, status] = device.is_deactivated && index % 2 === 0 ? actions[6] : actions[index % actions.length];
      const time = Date.parse(device.last_seen) - rng.int(0, 120) * SECOND;
      const duration = rng.int(30, 4000);
      list.push({
        log_id: rng.ulid(time),
        device_reference: device.device_reference,
        device_user_reference: device.device_user_reference,
        ip: `${['81.2.69.', '177.54.144.', '94.200.0.', '198.51.100.'][index % 4]}${rng.int(2, 254)}`,
        activity_time: iso(time, { millis: true }),
        activity_end_time: iso(time + duration, { millis: true }),
        duration,
        group: device.group,
        roles: [],
        action,
        is_allowed: allowed,
        denial_reason: reason,
        parameters: action === 'uploadPayload' ? { payload_type: 'Call' } : action === 'updateCommandState' ? { state: 'Completed' } : {},
        status_code: status,
        browser: `CaptureApp/${device.app_version} (Android ${device.os_version}; ${device.model})`,
        is_client_app: false,
      });
    });
  list.sort((a, b) => (a.activity_time < b.activity_time ? 1 : -1));
  return list;
}

// ---------------------------------------------------------------------------------------------
const TYPES = ['AbortedCall', 'BlockedCall', 'Call', 'Diagnostics', 'Interview', 'Photo', 'Video', 'MMS', 'RCS', 'SMS'];
const WEIGHT = { AbortedCall: 6, BlockedCall: 3, Call: 40, Diagnostics: 1, Interview: 4, Photo: 8, Video: 2, MMS: 9, RCS: 14, SMS: 55 };

/** The ISO week of a time in ms, as `YYYY-Www`. */
export function isoWeek(ms) {
  const date = new Date(ms);
  const day = (date.getUTCDay() + 6) % 7;
  const thursday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day + 3));
  const firstThursday = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  const week = 1 + Math.round(((thursday - firstThursday) / DAY - 3 + ((firstThursday.getUTCDay() + 6) % 7)) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Payload metrics per scope. Daily/Weekly/Monthly/Yearly periods newest first; Summary single record. */
export function buildMetrics(payloads) {
  const rng = stream('metrics');
  const counts = (scale) =>
    Object.fromEntries(TYPES.map((type) => [type, Math.max(0, Math.round(WEIGHT[type] * scale * (0.6 + rng.float() * 0.8)))]));
  const actual = (predicate) =>
    Object.fromEntries(
      TYPES.map((type) => [type, payloads.filter((payload) => payload.payload_type === type && predicate(payload)).length]),
    );
  const daily = [];
  for (let index = 0; index < 14; index += 1) {
    const dayStart = BASE - (BASE % DAY) - index * DAY;
    const weekend = [0, 6].includes(new Date(dayStart).getUTCDay());
    const real = actual((payload) => payload._time >= dayStart && payload._time < dayStart + DAY);
    const base = counts(weekend ? 0.15 : 1);
    daily.push({ id: iso(dayStart).slice(0, 10), ...Object.fromEntries(TYPES.map((type) => [type, base[type] + real[type]])) });
  }
  const weekly = [];
  for (let index = 0; index < 8; index += 1) weekly.push({ id: isoWeek(BASE - index * 7 * DAY), ...counts(5) });
  const monthly = [];
  for (let index = 0; index < 12; index += 1) {
    const date = new Date(Date.UTC(2026, 10 - index, 1));
    monthly.push({ id: `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`, ...counts(21) });
  }
  const yearly = [2026, 2025, 2024].map((year, index) => ({ id: String(year), ...counts(index === 0 ? 210 : 250 - index * 60) }));
  const summary = [
    { id: 'summary', ...Object.fromEntries(TYPES.map((type) => [type, yearly.reduce((sum, entry) => sum + entry[type], 0)])) },
  ];
  return { Daily: daily, Weekly: weekly, Monthly: monthly, Yearly: yearly, Summary: summary };
}

export function buildDashboard(users, devices) {
  const versionCounts = (key) => {
    const counts = new Map();
    for (const device of devices.filter((entry) => !entry.is_deactivated && entry.activated_at))
      counts.set(device[key], (counts.get(device[key]) ?? 0) + 1);
    return [...counts.entries()]
      .map(([version, count]) => ({ version, count }))
      .sort((a, b) => b.count - a.count || a.version.localeCompare(b.version));
  };
  return {
    devices: {
      activated: devices.filter((device) => !device.is_legacy && !device.is_deactivated && device.activated_at).length,
      pending: devices.filter((device) => !device.is_legacy && !device.is_deactivated && !device.activated_at).length,
      deactivated: devices.filter((device) => !device.is_legacy && device.is_deactivated).length,
      legacyActivated: devices.filter((device) => device.is_legacy && !device.is_deactivated).length,
      legacyDeactivated: devices.filter((device) => device.is_legacy && device.is_deactivated).length,
    },
    users: {
      onboarded: users.filter((user) => !user.is_legacy && user.is_active).length,
      offboarded: users.filter((user) => !user.is_legacy && !user.is_active).length,
      legacyOnboarded: users.filter((user) => user.is_legacy && user.is_active).length,
      legacyOffboarded: users.filter((user) => user.is_legacy && !user.is_active).length,
    },
    app_versions: versionCounts('app_version'),
    os_versions: versionCounts('os_version'),
  };
}
