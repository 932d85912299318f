// The client organisation `acme`: tag definitions, groups, roles, device users and devices.
import { ARABIC, HEBREW, IMG, SCRIPT, long } from './hostile.mjs';
import { stream } from './random.mjs';
import { BASE, DAY, HOUR, MINUTE, iso } from './time.mjs';

export const CLIENT = 'acme';
export const SERVICES = ['calls', 'interviews', 'gps', 'photos', 'mms', 'rcs', 'sms', 'videos'];

// ---------------------------------------------------------------------------------------------
// Tag definitions (10): required with default, optional with values, any value (null), etc.
export function buildTagDefinitions() {
  return [
    { tag_key: 'region', tag_values: ['uk', 'br', 'us', 'ae', 'il'], is_required: true, default_value: 'uk' },
    { tag_key: 'risk_level', tag_values: ['low', 'standard', 'high'], is_required: true, default_value: 'standard' },
    {
      tag_key: 'business_unit',
      tag_values: ['wholesale', 'retail', 'private-banking', 'operations'],
      is_required: true,
      default_value: 'wholesale',
    },
    { tag_key: 'retention_class', tag_values: ['7y', '10y', 'indefinite'], is_required: true, default_value: '7y' },
    { tag_key: 'cost_centre', tag_values: null, is_required: false, default_value: null },
    { tag_key: 'desk', tag_values: ['equities', 'fx', 'rates', 'commodities', 'sales'], is_required: false, default_value: null },
    { tag_key: 'language', tag_values: ['en-GB', 'pt-BR', 'ar', 'he'], is_required: false, default_value: 'en-GB' },
    { tag_key: 'supervisor', tag_values: null, is_required: false, default_value: null },
    { tag_key: 'office', tag_values: ['London', 'São Paulo', 'Dubai', 'Tel Aviv', 'New York'], is_required: false, default_value: null },
    { tag_key: 'free text (any)', tag_values: null, is_required: false, default_value: null },
  ];
}

// ---------------------------------------------------------------------------------------------
// Groups (8). References are ASCII (they travel in URLs and in the mock's Prefer header) but one
// carries markup characters.
const GROUPS = [
  {
    group_reference: 'London Trading',
    tags: {
      region: 'uk',
      risk_level: 'high',
      business_unit: 'wholesale',
      retention_class: '10y',
      desk: 'equities',
      office: 'London',
      cost_centre: 'CC-1001',
      supervisor: 'Priya Natarajan',
    },
  },
  {
    group_reference: 'London FX Desk',
    tags: {
      region: 'uk',
      risk_level: 'high',
      business_unit: 'wholesale',
      retention_class: '10y',
      desk: 'fx',
      office: 'London',
      language: 'en-GB',
    },
  },
  {
    group_reference: 'Sao Paulo Vendas',
    tags: {
      region: 'br',
      risk_level: 'standard',
      business_unit: 'retail',
      retention_class: '7y',
      desk: 'sales',
      office: 'São Paulo',
      language: 'pt-BR',
      supervisor: 'João Pereira',
    },
  },
  {
    group_reference: 'Compliance',
    tags: { region: 'uk', risk_level: 'low', business_unit: 'operations', retention_class: 'indefinite', cost_centre: 'CC-0042' },
  },
  {
    group_reference: 'Field Engineers',
    tags: { region: 'uk', risk_level: 'standard', business_unit: 'operations', retention_class: '7y', cost_centre: 'CC-2210' },
  },
  {
    group_reference: 'Middle East Desk',
    tags: {
      region: 'ae',
      risk_level: 'high',
      business_unit: 'private-banking',
      retention_class: '10y',
      office: 'Dubai',
      language: 'ar',
      'free text (any)': ARABIC,
      supervisor: 'נועה לוי',
    },
  },
  {
    group_reference: 'Legacy Import',
    tags: {
      region: 'uk',
      risk_level: 'standard',
      business_unit: 'wholesale',
      retention_class: '7y',
      'free text (any)': 'Imported from the legacy platform in 2025 🗄️',
    },
  },
  {
    group_reference: 'Ops & <Risk> Desk!',
    tags: {
      region: 'us',
      risk_level: 'high',
      business_unit: 'operations',
      retention_class: '7y',
      office: 'New York',
      'free text (any)': SCRIPT,
      cost_centre: IMG,
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Device users (15): active, offboarded, legacy; hostile and right-to-left names.
const USERS = [
  {
    ref: 'james.whitfield',
    first: 'James',
    last: 'Whitfield',
    group: 'London Trading',
    services: ['calls', 'sms', 'mms', 'rcs', 'gps'],
    devices: 2,
  },
  {
    ref: 'ana.souza',
    first: 'Ana',
    last: 'Souza',
    group: 'Sao Paulo Vendas',
    services: ['calls', 'sms', 'mms', 'rcs', 'gps', 'photos'],
    devices: 2,
    tz: 'America/Sao_Paulo',
  },
  { ref: 'priya.natarajan', first: 'Priya', last: 'Natarajan', group: 'Compliance', services: ['calls', 'interviews', 'sms'], devices: 1 },
  {
    ref: 'tom.okafor',
    first: 'Tom',
    last: 'Okafor',
    group: 'Field Engineers',
    services: ['photos', 'videos', 'gps', 'interviews'],
    devices: 2,
  },
  {
    ref: 'laila.haddad',
    first: 'ليلى',
    last: 'الحداد',
    group: 'Middle East Desk',
    services: ['calls', 'sms', 'rcs'],
    devices: 2,
    tz: 'Asia/Dubai',
  },
  {
    ref: 'noa.levi',
    first: 'נועה',
    last: 'לוי',
    group: 'Middle East Desk',
    services: ['calls', 'sms', 'mms'],
    devices: 1,
    tz: 'Asia/Jerusalem',
  },
  {
    ref: 'joao.pereira',
    first: 'João',
    last: 'Pereira',
    group: 'Sao Paulo Vendas',
    services: SERVICES,
    devices: 3,
    tz: 'America/Sao_Paulo',
  },
  {
    ref: 'emma.clarke-jones',
    first: 'Emma',
    last: 'Clarke-Jones',
    group: 'London FX Desk',
    services: ['calls', 'sms', 'rcs', 'interviews'],
    devices: 2,
  },
  {
    ref: 'xss.tester',
    first: SCRIPT,
    last: IMG,
    group: 'Ops & <Risk> Desk!',
    services: ['calls', 'sms', 'photos', 'videos'],
    devices: 2,
    tz: 'America/New_York',
  },
  { ref: 'zoe.obrien', first: 'Zoë 🎧', last: "O'Brien 🚀", group: 'London FX Desk', services: ['calls', 'sms', 'mms', 'gps'], devices: 1 },
  { ref: 'marcus.bell', first: 'Marcus', last: 'Bell', group: 'London Trading', services: ['calls', 'sms'], devices: 2, offboarded: 40 },
  {
    ref: 'legacy.harold.finch',
    first: 'Harold',
    last: 'Finch',
    group: 'Legacy Import',
    services: ['calls', 'sms'],
    devices: 2,
    legacy: true,
  },
  {
    ref: 'legacy.rosa.lima',
    first: 'Rosa',
    last: 'Lima',
    group: 'Legacy Import',
    services: ['calls'],
    devices: 1,
    legacy: true,
    offboarded: 120,
  },
  {
    ref: 'fatima.al-sayed',
    first: 'Fatima',
    last: 'Al-Sayed',
    group: 'Compliance',
    services: ['calls', 'interviews', 'photos', 'videos', 'gps'],
    devices: 2,
  },
  {
    ref: 'li.wei',
    first: '李',
    last: '伟',
    group: 'Field Engineers',
    services: ['gps', 'photos'],
    devices: 1,
    expected: 0,
    offboarded: 12,
  },
];

const MODELS = [
  { model: 'SM-S921B', label: 'Samsung Galaxy S24', os: ['14', '15'] },
  { model: 'SM-G991B', label: 'Samsung Galaxy S21', os: ['13', '14'] },
  { model: 'Pixel 8', label: 'Google Pixel 8', os: ['15', '16'] },
  { model: 'Pixel 7a', label: 'Google Pixel 7a', os: ['14', '15'] },
  { model: 'SM-A546B', label: 'Samsung Galaxy A54', os: ['14'] },
  { model: 'XQ-DQ72', label: 'Sony Xperia 1 V', os: ['14'] },
  { model: 'SM-X710', label: 'Samsung Galaxy Tab S9', os: ['14', '15'] },
];
const APP_VERSIONS = ['3.14.2', '3.14.2', '3.14.1', '3.13.0', '3.12.4', '2.9.7'];

export const TIMEZONE_DEFAULT = 'Europe/London';

export function buildDeviceUsers() {
  const rng = stream('device-users');
  return USERS.map((spec, index) => {
    const onboard = BASE - (400 - index * 17) * DAY - rng.int(0, 20) * HOUR;
    const offboard = spec.offboarded ? BASE - spec.offboarded * DAY + rng.int(1, 8) * HOUR : null;
    return {
      device_user_reference: spec.ref,
      group: spec.group,
      services: spec.services,
      expected_device_count: spec.expected ?? spec.devices,
      email: `${spec.ref}@acme.example`,
      first_name: spec.first,
      surname: spec.last,
      is_active: !offboard,
      onboard_date: iso(onboard),
      offboard_date: offboard ? iso(offboard) : null,
      is_legacy: Boolean(spec.legacy),
      // Internal helpers (not part of the API record, removed before output).
      _devices: spec.devices,
      _timezone: spec.tz ?? TIMEZONE_DEFAULT,
    };
  });
}

// Per-device overrides: index in the flattened list -> what makes it special.
//   state: active | deactivated | legacy | legacy-deactivated | pending
const DEVICE_NAMES = {
  'james.whitfield': ['ldn-trd-001', 'ldn-trd-002'],
  'ana.souza': ['sao-vnd-001', 'sao-vnd-002'],
  'priya.natarajan': ['ldn-cmp-001'],
  'tom.okafor': ['fld-eng-001', 'Tablet (Field Kit 7)'],
  'laila.haddad': ['dxb-pb-001', 'dxb-pb-002'],
  'noa.levi': ['tlv-pb-001'],
  'joao.pereira': ['sao-vnd-003', 'sao-vnd-004', 'sao-vnd-005'],
  'emma.clarke-jones': ['ldn-fx-001', 'ldn-fx-002'],
  'xss.tester': ['nyc-ops-001', 'nyc-ops-<b>002'],
  'zoe.obrien': ['ldn-fx-003'],
  'marcus.bell': ['ldn-trd-003', 'ldn-trd-004'],
  'legacy.harold.finch': ['LEGACY-00731', 'LEGACY-00732'],
  'legacy.rosa.lima': ['LEGACY-00455'],
  'fatima.al-sayed': ['ldn-cmp-002', 'ldn-cmp-003'],
  'li.wei': ['fld-eng-002'],
};

const DEVICE_STATE = {
  'ldn-trd-002': 'deactivated',
  'sao-vnd-002': 'pending',
  'sao-vnd-005': 'deactivated',
  'ldn-fx-002': 'pending',
  'ldn-trd-003': 'deactivated',
  'ldn-trd-004': 'deactivated',
  'LEGACY-00731': 'legacy',
  'LEGACY-00732': 'legacy-deactivated',
  'LEGACY-00455': 'legacy-deactivated',
  'fld-eng-002': 'deactivated',
  'ldn-cmp-003': 'legacy',
};

// Devices with two SIMs (two phone numbers, slot 0 and 1) and devices with two IMEIs.
const DUAL_SIM = new Set(['ldn-trd-001', 'sao-vnd-001', 'dxb-pb-001', 'sao-vnd-003', 'ldn-fx-001', 'nyc-ops-001', 'ldn-cmp-002']);
const DUAL_IMEI = new Set([...DUAL_SIM, 'tlv-pb-001', 'sao-vnd-004', 'ldn-fx-003']);
const NO_SIM = new Set(['Tablet (Field Kit 7)', 'sao-vnd-002']);

export function phoneFor(timezone, rng) {
  switch (timezone) {
    case 'America/Sao_Paulo':
      return `+55119${rng.digits(8)}`;
    case 'Asia/Dubai':
      return `+97150${rng.digits(7)}`;
    case 'Asia/Jerusalem':
      return `+97254${rng.digits(7)}`;
    case 'America/New_York':
      return `+1212555${rng.digits(4)}`;
    default:
      return `+447700900${rng.digits(3)}`;
  }
}

export function buildDevices(users) {
  const rng = stream('devices');
  const devices = [];
  for (const user of users) {
    for (const reference of DEVICE_NAMES[user.device_user_reference]) {
      const state = DEVICE_STATE[reference] ?? 'active';
      const hardware = reference.startsWith('Tablet') ? MODELS[6] : rng.pick(MODELS.slice(0, 6));
      const legacy = state.startsWith('legacy');
      const deactivated = state === 'deactivated' || state === 'legacy-deactivated' || (user.offboard_date !== null && state !== 'pending');
      const activatedAt = state === 'pending' || legacy ? null : BASE - rng.int(30, 380) * DAY - rng.int(0, 23) * HOUR;
      const deactivatedAt = deactivated ? BASE - rng.int(5, 60) * DAY - rng.int(0, 23) * HOUR : null;
      const lastSeen = state === 'pending' ? null : deactivated ? deactivatedAt - rng.int(1, 72) * HOUR : BASE - rng.int(2, 600) * MINUTE;
      const simCount = NO_SIM.has(reference) ? 0 : DUAL_SIM.has(reference) ? 2 : 1;
      const phoneNumbers = [];
      for (let slot = 0; slot < simCount; slot += 1) {
        const first = (activatedAt ?? BASE - 200 * DAY) + rng.int(1, 30) * MINUTE;
        phoneNumbers.push({
          phone_number: slot === 1 && user._timezone === 'Europe/London' ? `+447700901${rng.digits(3)}` : phoneFor(user._timezone, rng),
          first_verified: iso(first),
          last_verified: iso(Math.max(first, (lastSeen ?? first) - rng.int(0, 48) * HOUR)),
          slot_index: slot,
        });
      }
      const imeis = DUAL_IMEI.has(reference)
        ? [rng.imei('35'), rng.imei('35')]
        : [rng.imei(hardware.model.startsWith('Pixel') ? '35' : '86')];
      const services = user.services.filter((service) => !(simCount === 0 && ['calls', 'sms', 'mms', 'rcs'].includes(service)));
      devices.push({
        device_reference: reference,
        device_user_reference: user.device_user_reference,
        group: user.group,
        services: services.length ? services : ['gps'],
        imeis,
        email: user.email,
        first_name: user.first_name,
        surname: user.surname,
        last_seen: lastSeen === null ? null : iso(lastSeen),
        is_deactivated: deactivated,
        deactivation_date: deactivatedAt === null ? null : iso(deactivatedAt),
        activated_at: activatedAt === null ? null : iso(activatedAt),
        is_legacy: legacy,
        legacy_phone_number: legacy ? phoneFor(user._timezone, rng) : null,
        phone_numbers: phoneNumbers,
        model: hardware.model,
        os_version: rng.pick(hardware.os),
        app_version: legacy ? '2.9.7' : rng.pick(APP_VERSIONS.slice(0, 5)),
        serial_number: `R${rng.digits(2)}${rng.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 8)}`,
        fcm_token: state === 'pending' ? null : `${rng.alnum(11)}:APA91b${rng.alnum(134)}`,
        installation_id: state === 'pending' ? null : rng.uuid(),
        _timezone: user._timezone,
        _label: hardware.label,
        _state: state,
      });
    }
  }
  return devices;
}

// ---------------------------------------------------------------------------------------------
// Roles (8), two of them system roles.
export function buildRoles() {
  const all = ['AbortedCall', 'BlockedCall', 'Call', 'Diagnostics', 'Interview', 'Photo', 'Video', 'MMS', 'RCS', 'SMS'];
  return [
    {
      role_reference: 'Administrator',
      description: 'Full access to every area of the account. System role: cannot be edited.',
      is_system: true,
      is_alertable: true,
      payload_types: all,
      cidr_ranges: [],
      alert_permissions: { ops_read: true, ops_write: true, sec_read: true, sec_write: true },
      permissions: [{ actions_matching: '*', is_denied: false, is_regex: false, conditions: [] }],
    },
    {
      role_reference: 'Read Only',
      description: 'View payloads, devices and users; no changes. System role.',
      is_system: true,
      is_alertable: false,
      payload_types: all,
      cidr_ranges: [],
      alert_permissions: { ops_read: true, ops_write: false, sec_read: false, sec_write: false },
      permissions: [
        { actions_matching: '^(get|list)[A-Z].*$', is_denied: false, is_regex: true, conditions: [] },
        { actions_matching: 'getPayloadData', is_denied: true, is_regex: false, conditions: [] },
      ],
    },
    {
      role_reference: 'Compliance Reviewer',
      description: `Reviews calls and messages of the trading desks, comments and confirms receipt. ${SCRIPT}`,
      is_system: false,
      is_alertable: true,
      payload_types: ['Call', 'AbortedCall', 'BlockedCall', 'SMS', 'MMS', 'RCS', 'Interview'],
      cidr_ranges: ['10.20.0.0/16', '192.168.10.0/24'],
      alert_permissions: { ops_read: true, ops_write: false, sec_read: true, sec_write: true },
      permissions: [
        { actions_matching: 'listPayloads', is_denied: false, is_regex: false, conditions: [] },
        {
          actions_matching:
            '^(getPayload|getPayloadData|getPayloadAudit|listPayloadComments|createPayloadComment|updatePayloadComment|closePayloadComment|confirmReceipts)$',
          is_denied: false,
          is_regex: true,
          conditions: [
            { names_matching: '^(London|Sao Paulo).*', is_denied: false, is_regex: true },
            { keys_matching: 'risk_level', values_matching: 'high', is_denied: false, is_regex: false },
          ],
        },
        { actions_matching: 'restorePayload', is_denied: true, is_regex: false, conditions: [] },
      ],
    },
    {
      role_reference: 'Ops Engineer',
      description: 'Manages devices and device commands; sees operational alerts. مهندس عمليات',
      is_system: false,
      is_alertable: false,
      payload_types: ['Diagnostics'],
      cidr_ranges: ['10.0.0.0/8'],
      alert_permissions: { ops_read: true, ops_write: true, sec_read: false, sec_write: false },
      permissions: [
        { actions_matching: '*Device*', is_denied: false, is_regex: false, conditions: [] },
        {
          actions_matching: 'deactivateDevice',
          is_denied: true,
          is_regex: false,
          conditions: [{ names_matching: 'Legacy Import', is_denied: false, is_regex: false }],
        },
      ],
    },
    {
      role_reference: 'Security Analyst',
      description: long(1000, `Security analyst ${IMG} `),
      is_system: false,
      is_alertable: true,
      payload_types: [],
      cidr_ranges: ['203.0.113.0/24'],
      alert_permissions: { ops_read: false, ops_write: false, sec_read: true, sec_write: true },
      permissions: [
        {
          actions_matching: '^(list|get)(Activities|DeviceActivities|Alert|Alerts|AlertSummary)$',
          is_denied: false,
          is_regex: true,
          conditions: [],
        },
        { actions_matching: '*Alerts', is_denied: false, is_regex: false, conditions: [] },
      ],
    },
    {
      role_reference: 'External Auditor (2026)',
      description: `Time-limited read access for the external auditor. ${HEBREW}`,
      is_system: false,
      is_alertable: true,
      payload_types: ['Call', 'SMS'],
      cidr_ranges: ['198.51.100.7/32'],
      alert_permissions: { ops_read: false, ops_write: false, sec_read: false, sec_write: false },
      permissions: [
        {
          actions_matching: 'list*',
          is_denied: false,
          is_regex: false,
          conditions: [{ keys_matching: 'region', values_matching: 'uk', is_denied: false, is_regex: false }],
        },
        {
          actions_matching: 'get*',
          is_denied: false,
          is_regex: false,
          conditions: [{ keys_matching: 'region', values_matching: 'uk', is_denied: false, is_regex: false }],
        },
        {
          actions_matching: '*',
          is_denied: true,
          is_regex: false,
          conditions: [{ names_matching: 'Middle East Desk', is_denied: false, is_regex: false }],
        },
      ],
    },
    {
      role_reference: 'Device Manager',
      description: 'Onboards and offboards device users, edits groups and tags. 📱',
      is_system: false,
      is_alertable: false,
      payload_types: ['Photo', 'Video', 'Diagnostics'],
      cidr_ranges: [],
      alert_permissions: { ops_read: true, ops_write: false, sec_read: false, sec_write: false },
      permissions: [
        { actions_matching: '^(create|update|offboard|get|list)DeviceUsers?$', is_denied: false, is_regex: true, conditions: [] },
        { actions_matching: '*Group*', is_denied: false, is_regex: false, conditions: [] },
        { actions_matching: '*Tag*', is_denied: false, is_regex: false, conditions: [] },
      ],
    },
    {
      role_reference: 'Sao Paulo Supervisor',
      description: 'Supervisor da equipe de vendas de São Paulo: revisa chamadas e mensagens.',
      is_system: false,
      is_alertable: false,
      payload_types: ['Call', 'SMS', 'MMS', 'RCS', 'Photo'],
      cidr_ranges: ['10.55.0.0/16'],
      alert_permissions: { ops_read: true, ops_write: false, sec_read: false, sec_write: false },
      permissions: [
        {
          actions_matching: '*Payload*',
          is_denied: false,
          is_regex: false,
          conditions: [{ keys_matching: 'region', values_matching: 'br', is_denied: false, is_regex: false }],
        },
        { actions_matching: 'restorePayload', is_denied: true, is_regex: false, conditions: [] },
      ],
    },
  ];
}

/** The stats of one group, computed from the device users and devices in it. */
export function groupStats(groupReference, users, devices) {
  const groupUsers = users.filter((user) => user.group === groupReference);
  const groupDevices = devices.filter((device) => device.group === groupReference);
  const activeUsers = groupUsers.filter((user) => user.is_active);
  const activeDevices = groupDevices.filter((device) => !device.is_deactivated && device.activated_at !== null);
  const services = {};
  for (const service of SERVICES) {
    const withService = activeUsers.filter((user) => user.services.includes(service));
    const devicesWith = activeDevices.filter((device) => device.services.includes(service));
    services[service] = {
      used_licenses: devicesWith.length,
      expected_devices: withService.reduce((sum, user) => sum + user.expected_device_count, 0),
      active_devices: devicesWith.length,
      active_users: new Set(devicesWith.map((device) => device.device_user_reference)).size,
    };
  }
  return {
    device_users: groupUsers.length,
    expected_devices: activeUsers.reduce((sum, user) => sum + user.expected_device_count, 0),
    actual_devices: activeDevices.length,
    services,
  };
}

/** Groups with tags (as a list of {tag_key, tag_value}) and stats computed from users and devices. */
export function buildGroups(users, devices) {
  return GROUPS.map((spec) => ({
    group_reference: spec.group_reference,
    tags: Object.entries(spec.tags).map(([tag_key, tag_value]) => ({ tag_key, tag_value })),
    stats: groupStats(spec.group_reference, users, devices),
  }));
}

// Portal users of `acme` (people signed in to the client portal) and client apps acting as users.
export const PORTAL_USERS = {
  admin: 'it.admin@acme.example',
  reviewer: 'priya.natarajan@acme.example',
  supervisor: 'joao.pereira@acme.example',
  auditor: 'external.auditor@audit-firm.example',
  security: 'sec.analyst@acme.example',
  hostile: '<script>alert(1)</script>@acme.example',
  app: 'crm-integration',
  system: 'system',
};
