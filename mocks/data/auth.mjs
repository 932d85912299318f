// Sign-in URL, token exchange (an unsigned but well-formed JWT), profile and account metadata.
import { HEBREW, SCRIPT } from './hostile.mjs';
import { CLIENT, PORTAL_USERS } from './org.mjs';
import { stream } from './random.mjs';
import { BASE, DAY, iso } from './time.mjs';

const base64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString('base64url');

/** An unsigned JWT (`alg: none`): `header.payload.` with an empty signature. */
export function unsignedJwt(claims) {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

/** The provider staff member the mock signs in (see STAFF in account.mjs). */
export const STAFF_USER = 'ops.lead@provider.example';

/** Seconds the example id tokens live, as `expires_in` says. */
const LIFETIME = 3600;

/** Example tokens, issued at the example data's clock and expiring an hour later by their own claim too. */
export function tokenExchange({ staff = false } = {}) {
  const rng = stream(staff ? 'token-staff' : 'token-client');
  const issuedAt = Math.floor(BASE / 1000);
  const claims = staff
    ? {
        iss: 'http://localhost:4013',
        sub: STAFF_USER,
        aud: 'portal',
        email: STAFF_USER,
        name: 'Olivia Ops-Lead',
        'custom:client': 'admin',
        iat: issuedAt,
        auth_time: issuedAt,
        exp: issuedAt + LIFETIME,
      }
    : {
        iss: 'http://localhost:4013',
        sub: PORTAL_USERS.admin,
        aud: 'portal',
        email: PORTAL_USERS.admin,
        name: 'Acme IT Admin',
        'custom:client': CLIENT,
        iat: issuedAt,
        auth_time: issuedAt,
        exp: issuedAt + LIFETIME,
      };
  return {
    expires_in: LIFETIME,
    id_token: unsignedJwt(claims),
    refresh_token: `rt.${rng.alnum(24)}.${rng.alnum(48)}`,
  };
}

export function signInUrl() {
  const state = stream('sign-in-state').alnum(24);
  return {
    url: `http://localhost:4013/oauth2/authorize?response_type=code&client_id=portal&redirect_uri=https%3A%2F%2Fportal.example.com%2Fsign-in&state=${state}`,
  };
}

const ALL_ACTIONS = [
  'getAccountDefaults',
  'putAccountDefaults',
  'listClientApps',
  'getClientApp',
  'createClientApp',
  'updateClientApp',
  'deleteClientApp',
  'listActivities',
  'listDeviceActivities',
  'listCommands',
  'getDashboard',
  'getLicenses',
  'getProfile',
  'listTelemetry',
  'listDeviceUsers',
  'listTags',
  'listGroups',
  'listRoles',
  'listDevices',
  'listSupportAccess',
  'listAlerts',
  'clearAlerts',
  'dismissAlerts',
  'getAlert',
  'getAlertSummary',
  'getDevice',
  'deactivateDevice',
  'listDeviceCommands',
  'sendDeviceCommand',
  'getDeviceHistory',
  'getDeviceTelemetry',
  'getGroup',
  'putGroup',
  'deleteGroup',
  'getRole',
  'putRole',
  'deleteRole',
  'getSupportAccess',
  'updateSupportAccess',
  'getTag',
  'putTag',
  'deleteTag',
  'getDeviceUser',
  'createDeviceUser',
  'updateDeviceUser',
  'offboardDeviceUser',
  'listDeviceUserDevices',
  'getMetrics',
  'getMigrationConfig',
  'putMigrationConfig',
  'getRetentionPolicy',
  'putRetentionPolicy',
  'listLegalHolds',
  'putLegalHold',
  'releaseLegalHold',
  'listComments',
  'getPayloadsData',
  'listDeviceLogs',
  'listGps',
  'listMigrations',
  'listPayloads',
  'listDeviceLogsForDevice',
  'listDevicePayloads',
  'listDeviceGps',
  'getSmsThread',
  'getPayload',
  'getPayloadAudit',
  'getPayloadData',
  'listPayloadComments',
  'createPayloadComment',
  'updatePayloadComment',
  'closePayloadComment',
  'restorePayload',
  'confirmReceipts',
  'listTransferConfigs',
  'getTransferConfig',
  'createTransferConfig',
  'updateTransferConfig',
  'deleteTransferConfig',
  'runTransferConfig',
  'listTransfers',
  'getTransfer',
  'rerunTransfer',
  'listDeviceUserLogs',
  'listDeviceUserPayloads',
  'listDeviceUserGps',
];

/** The client admin: broad actions, every group, every payload type (no AR). */
export function profile(groups) {
  return {
    user_reference: PORTAL_USERS.admin,
    client: CLIENT,
    actions: ALL_ACTIONS,
    groups: groups.map((group) => group.group_reference),
    payload_types: ['AbortedCall', 'BlockedCall', 'Call', 'Diagnostics', 'Interview', 'Photo', 'Video', 'MMS', 'RCS', 'SMS'],
    roles: ['Administrator', 'Compliance Reviewer'],
    user_group: 'Compliance',
    portal_config: {
      terms_accepted_version: null,
      terms_accepted_at: null,
      locale: 'en-GB',
      theme: 'system',
      timezone_display: 'payload',
      page_size: 100,
    },
  };
}

/** Operation ids of the internal document that a provider staff member may call. */
const STAFF_ACTIONS = [
  'listAllAlerts',
  'raiseNotificationAlert',
  'clearClientAlerts',
  'dismissClientAlerts',
  'getClientAlert',
  'listClients',
  'listClientRoles',
  'listCountries',
  'listAllLicenses',
  'putClientLicenses',
  'listStaff',
  'getStatistics',
  'listClientSupportAccess',
  'requestSupportAccess',
  'getClientSupportAccess',
  'cancelSupportAccess',
  'listSupportAccessByStatus',
  'getTelemetrySummary',
  'getClientTelemetry',
  'getProfile',
];

/**
 * A provider staff member signed in to the client `admin` (no support mode): the internal
 * actions, every group, every payload type plus `AR`, which the portal must remove.
 */
export function staffProfile() {
  return {
    user_reference: STAFF_USER,
    client: 'admin',
    actions: STAFF_ACTIONS,
    groups: ['*'],
    payload_types: ['AbortedCall', 'BlockedCall', 'Call', 'Diagnostics', 'Interview', 'Photo', 'Video', 'MMS', 'RCS', 'SMS', 'AR'],
    roles: ['Administrator', 'Support Engineer'],
    user_group: 'Provider Staff',
    portal_config: {
      terms_accepted_version: TERMS_VALID_FROM,
      terms_accepted_at: iso(BASE - 20 * DAY),
      locale: 'en-GB',
      theme: 'dark',
      timezone_display: 'payload',
      page_size: 100,
    },
  };
}

export const TERMS_VALID_FROM = iso(BASE - 30 * DAY);

export function accountMetadata(client = CLIENT) {
  return {
    client,
    display_name: client === CLIENT ? 'Acme Trading Ltd' : 'Provider (admin)',
    region: 'eu-west-2',
    default_locale: 'en-GB',
    support_contact:
      client === CLIENT
        ? {
            name: 'Acme IT Service Desk',
            email: 'it.servicedesk@acme.example',
            phone_number: '+442079460000',
            url: 'https://help.acme.example/portal',
          }
        : {
            name: 'Provider Operations',
            email: 'ops@provider.example',
            phone_number: '+442079460999',
            url: 'https://status.provider.example',
          },
    policy: {
      valid_from: TERMS_VALID_FROM,
      termsAndConditions: [
        '# Terms and conditions of the compliance portal',
        '',
        `Version valid from ${TERMS_VALID_FROM.slice(0, 10)}.`,
        '',
        '1. Recordings, messages, photos, videos, interviews and GPS data shown in this portal are',
        '   captured from managed devices for regulatory record keeping. Use them only for review,',
        '   supervision and archive purposes permitted by your organisation.',
        '2. Do not copy, forward or download payloads except through the portal functions provided.',
        '   Every view, play and download is recorded in the payload audit.',
        '3. Comments are part of the record. Closing a comment hides it but does not erase it.',
        '4. Legal holds override retention: held records are kept until the hold is released.',
        '5. Provider staff may act in your account only with a support access request you approved.',
        '',
        'Text from devices is shown as text, never as markup: for example `' + SCRIPT + '`.',
        '',
        `Termos em português disponíveis mediante pedido. ${HEBREW}`,
      ].join('\n'),
    },
  };
}
