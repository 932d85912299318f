// Turns the example world into OpenAPI Example Objects, one file per document (operations that
// answer 204 without a body have no example):
//   <operationId>                  the success body of the operation
//   <operationId>__<reference>     the body for one path parameter value (detail pages and
//                                  device-, user-, thread-, scope- and status-scoped lists)
import { PORTAL_USERS, CLIENT } from './org.mjs';
import { payloadData } from './payloads.mjs';
import { stream } from './random.mjs';
import { BASE, DAY, HOUR, MINUTE, iso } from './time.mjs';
import { accountMetadata, profile, signInUrl, tokenExchange } from './auth.mjs';
import { LICENSE_LIMITS_ACME, verifyDevice } from './internal.mjs';

/** Deep copy without helper keys (leading `_`) and without undefined values. */
export function clean(value) {
  if (Array.isArray(value)) return value.map(clean);
  if (value instanceof Map) throw new Error('maps are not example values');
  if (value && typeof value === 'object') {
    const out = {};
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('_') || child === undefined) continue;
      out[key] = clean(child);
    }
    return out;
  }
  return value;
}

const page = (data, extra = {}) => ({ count: data.length, last_key: null, data, ...extra });

class Doc {
  constructor() {
    this.examples = {};
    this.index = {};
  }

  add(operationId, summary, value) {
    if (this.examples[operationId]) throw new Error(`duplicate example ${operationId}`);
    this.examples[operationId] = { summary, value: clean(value) };
  }

  /** Adds `<operationId>__<reference>` and records the reference in the index. */
  variant(operationId, reference, summary, value) {
    const name = `${operationId}__${reference}`;
    if (/[,;"]/.test(reference) || /[^\x20-\x7e]/.test(reference)) throw new Error(`reference not usable in a Prefer header: ${reference}`);
    if (this.examples[name]) throw new Error(`duplicate example ${name}`);
    this.examples[name] = { summary, value: clean(value) };
    (this.index[operationId] ??= []).push(reference);
  }
}

function deviceStatus(device) {
  if (device.is_deactivated) return `deactivated ${device.deactivation_date.slice(0, 10)}${device.is_legacy ? ', legacy' : ''}`;
  if (device.is_legacy) return 'legacy';
  if (!device.activated_at) return 'pending';
  return 'active';
}


// ------------------------------------------------------------------------------------- admin
function admin(world) {
  const doc = new Doc();
  const { devices, users, groups, roles, tags, alerts, supportRequests, clientApps } = world;

  doc.add('getAccountDefaults', 'Default group, role and CIDR ranges for new portal users', world.accountDefaults);
  doc.add('putAccountDefaults', 'Account defaults after the update', { ...world.accountDefaults, cidr_ranges: [...world.accountDefaults.cidr_ranges, '172.16.0.0/12'] });
  doc.add('listClientApps', `${clientApps.length} client apps`, page(clientApps));
  doc.add('getClientApp', `Client app ${clientApps[0].app_reference}`, clientApps[0]);
  for (const app of clientApps) doc.variant('getClientApp', app.app_reference, `Client app ${app.app_reference}`, app);
  doc.add('createClientApp', 'The client app created', { app_reference: 'new-integration', oidc_config: { issuer: 'https://auth.acme.example', audience: 'new-integration', jwks_uri: 'https://auth.acme.example/.well-known/jwks.json' }, group: 'Compliance', roles: ['Read Only'], cidr_ranges: [] });
  doc.add('updateClientApp', 'The client app after the update', { ...clientApps[1], cidr_ranges: ['203.0.113.0/24'] });
  doc.add('getAccountMetadata', 'Account metadata with the current terms and conditions', accountMetadata());

  doc.add('listActivities', 'Portal user activities: allowed and denied calls, people and client apps', page(world.userActivities));
  doc.add('listDeviceActivities', 'Device activities: authentication, uploads, denied calls', page(world.deviceActivities));
  doc.add('listCommands', 'Device commands across devices (all eight commands, every state)', page(world.commands));
  doc.add('getDashboard', 'Device and user counts, app and OS versions', world.dashboard);
  doc.add('getLicenses', 'Licence limits and use per service and per group', world.licenses);
  doc.add('getProfile', `Client admin ${PORTAL_USERS.admin}`, profile(groups));
  doc.add('listTelemetry', 'Latest telemetry reports across devices', page(world.telemetry));
  doc.add('listDeviceUsers', `${users.length} device users (active, offboarded, legacy)`, page(users));
  doc.add('listTags', `${tags.length} tag definitions`, page(tags));
  doc.add('listGroups', `${groups.length} groups with tags and stats`, page(groups));
  doc.add('listRoles', `${roles.length} roles (2 system roles)`, page(roles));
  doc.add('listDevices', `${devices.length} devices (active, pending, deactivated, legacy)`, page(devices));
  doc.add('listSupportAccess', 'Support access requests in every approval state', page(supportRequests));

  doc.add('listAlerts', `${alerts.length} alerts of every type, scope, severity and state`, page(alerts));
  doc.add('getAlert', `Alert ${alerts[0].alert_subject}`, alerts[0]);
  for (const alert of alerts) doc.variant('getAlert', alert.alert_reference, `${alert.alert_type} ${alert.alert_severity} ${alert.alert_state}: ${alert.alert_subject}`.slice(0, 200), alert);
  doc.add('getAlertSummary', 'Alert counts by scope, severity and state', world.alertSummary);

  doc.add('getDevice', `Device ${devices[0].device_reference}`, devices[0]);
  for (const device of devices) doc.variant('getDevice', device.device_reference, `Device ${device.device_reference} (${deviceStatus(device)})`, device);
  doc.add('deactivateDevice', 'The device, deactivated now', { ...devices[0], is_deactivated: true, deactivation_date: iso(BASE) });
  doc.add('listDeviceCommands', `Commands of ${devices[0].device_reference}`, page(world.commands.filter((command) => command.device_reference === devices[0].device_reference)));
  for (const device of devices) doc.variant('listDeviceCommands', device.device_reference, `Commands of ${device.device_reference}`, page(world.commands.filter((command) => command.device_reference === device.device_reference)));
  const sent = { command: 'sync_data', params: {}, device_reference: devices[0].device_reference, command_reference: stream('new-command').ulid(BASE), group: devices[0].group, state: 'Sent', raised_by: PORTAL_USERS.admin, sent_at: iso(BASE), completed_at: null };
  doc.add('sendDeviceCommand', 'The command, sent', sent);
  doc.add('getDeviceHistory', `User and group history of ${devices[0].device_reference}`, world.history.get(devices[0].device_reference));
  for (const device of devices) doc.variant('getDeviceHistory', device.device_reference, `History of ${device.device_reference}`, world.history.get(device.device_reference));
  const telemetryOf = (device) => page(world.telemetry.filter((report) => report.device_reference === device.device_reference));
  doc.add('getDeviceTelemetry', `Telemetry of ${devices[0].device_reference}`, telemetryOf(devices[0]));
  for (const device of devices) doc.variant('getDeviceTelemetry', device.device_reference, `Telemetry of ${device.device_reference}`, telemetryOf(device));

  doc.add('getGroup', `Group ${groups[0].group_reference}`, groups[0]);
  for (const group of groups) doc.variant('getGroup', group.group_reference, `Group ${group.group_reference}`, group);
  doc.add('putGroup', 'The group after the update', { ...groups[0], tags: [...groups[0].tags.filter((tag) => tag.tag_key !== 'desk'), { tag_key: 'desk', tag_value: 'rates' }] });
  doc.add('getRole', `Role ${roles[2].role_reference}`, roles[2]);
  for (const role of roles) doc.variant('getRole', role.role_reference, `Role ${role.role_reference}${role.is_system ? ' (system)' : ''}`, role);
  doc.add('putRole', 'The role after the update', { ...roles[2], cidr_ranges: [...roles[2].cidr_ranges, '172.16.0.0/12'] });
  const pending = supportRequests.find((request) => request.approval_state === 'pending');
  doc.add('getSupportAccess', `Support access request (${pending.approval_state})`, pending);
  for (const request of supportRequests) doc.variant('getSupportAccess', request.request_reference, `Support access request for ${request.role} (${request.approval_state})`, request);
  doc.add('updateSupportAccess', 'The request, approved', { ...pending, approval_state: 'approved', approval_expiry: iso(BASE + 8 * HOUR), approved_by: PORTAL_USERS.admin, updated_at: iso(BASE) });
  doc.add('getTag', `Tag definition ${tags[0].tag_key}`, tags[0]);
  for (const tag of tags) doc.variant('getTag', tag.tag_key, `Tag definition ${tag.tag_key}`, tag);
  doc.add('putTag', 'The tag definition after the update', { ...tags[5], tag_values: [...tags[5].tag_values, 'credit'] });

  doc.add('getDeviceUser', `Device user ${users[0].device_user_reference}`, users[0]);
  for (const user of users) doc.variant('getDeviceUser', user.device_user_reference, `Device user ${user.device_user_reference} (${user.is_active ? 'active' : 'offboarded'}${user.is_legacy ? ', legacy' : ''})`, user);
  doc.add('createDeviceUser', 'The device user, onboarded', { device_user_reference: 'new.starter', group: 'Compliance', services: ['calls', 'sms'], expected_device_count: 1, email: 'new.starter@acme.example', first_name: 'New', surname: 'Starter', is_active: true, onboard_date: iso(BASE), offboard_date: null, is_legacy: false });
  doc.add('updateDeviceUser', 'The device user after the update', { ...users[0], services: [...users[0].services, 'interviews'] });
  doc.add('offboardDeviceUser', 'The device user, offboarded now', { ...users[0], is_active: false, offboard_date: iso(BASE) });
  const devicesOf = (user) => page(devices.filter((device) => device.device_user_reference === user.device_user_reference));
  doc.add('listDeviceUserDevices', `Devices of ${users[0].device_user_reference}`, devicesOf(users[0]));
  for (const user of users) doc.variant('listDeviceUserDevices', user.device_user_reference, `Devices of ${user.device_user_reference}`, devicesOf(user));

  doc.add('getMetrics', 'Daily payload metrics', page(world.metrics.Daily));
  for (const [scope, list] of Object.entries(world.metrics)) doc.variant('getMetrics', scope, `${scope} payload metrics`, page(list));

  doc.add('exchangeToken', 'Tokens for the signed-in client admin (unsigned JWT, never expires by its own claim)', tokenExchange());
  doc.add('getSignInUrl', 'The mock identity provider on port 4013', signInUrl());
  return doc;
}

// ------------------------------------------------------------------------------------- client
function client(world) {
  const doc = new Doc();
  const { payloads, comments, devices, users } = world;

  doc.add('getMigrationConfig', 'Migration switches', world.migrationConfig);
  doc.add('putMigrationConfig', 'Migration switches after the update', { ...world.migrationConfig, disable_payloads: true });
  doc.add('getRetentionPolicy', 'Retention per record type and payload type', world.retention);
  doc.add('putRetentionPolicy', 'Retention policy after the update', world.retention);
  doc.add('listLegalHolds', 'Legal holds on device users and portal users', page(world.legalHolds));
  doc.add('putLegalHold', 'The legal hold, placed', { target: 'james.whitfield', target_type: 'DeviceUser', is_active: true, created_at: iso(BASE), updated_by: PORTAL_USERS.admin, updated_at: iso(BASE) });
  doc.add('releaseLegalHold', 'The legal hold, released', { ...world.legalHolds[0], is_active: false, updated_by: PORTAL_USERS.admin, updated_at: iso(BASE) });

  doc.add('listComments', `${comments.length} comments, open and closed`, page(comments));
  const batch = payloads.filter((payload) => payload.payload_type === 'Photo' || payload.payload_type === 'MMS').map(payloadData);
  batch.push({ payload_reference: '01JBZZZZZZZZZZZZZZZZZZZZZZ', status: 'NoMatchingRecord', s3_url: null });
  doc.add('getPayloadsData', 'Data links for a batch of photos and MMS (one unknown reference)', { data: batch });
  doc.add('listDeviceLogs', 'Device logs at every level', page(world.logs));
  doc.add('listGps', 'GPS points of three tracks (London, São Paulo, Dubai)', page(world.gps));
  doc.add('listMigrations', 'Migration runs in every state with every result kind', page(world.migrations));
  doc.add('listPayloads', `${payloads.length} payloads of all ten types and all ten states`, page(payloads));

  const of = (list, key, value) => list.filter((entry) => entry[key] === value);
  const first = devices[0];
  doc.add('listDeviceLogsForDevice', `Logs of ${first.device_reference}`, page(of(world.logs, 'device_reference', first.device_reference)));
  doc.add('listDevicePayloads', `Payloads of ${first.device_reference}`, page(of(payloads, 'device_reference', first.device_reference)));
  doc.add('listDeviceGps', `GPS track of ${first.device_reference}`, page(of(world.gps, 'device_reference', first.device_reference)));
  for (const device of devices) {
    const reference = device.device_reference;
    doc.variant('listDeviceLogsForDevice', reference, `Logs of ${reference}`, page(of(world.logs, 'device_reference', reference)));
    doc.variant('listDevicePayloads', reference, `Payloads of ${reference}`, page(of(payloads, 'device_reference', reference)));
    doc.variant('listDeviceGps', reference, `GPS points of ${reference}`, page(of(world.gps, 'device_reference', reference)));
  }
  const firstUser = users[0];
  doc.add('listDeviceUserLogs', `Logs of ${firstUser.device_user_reference}`, page(of(world.logs, 'device_user_reference', firstUser.device_user_reference)));
  doc.add('listDeviceUserPayloads', `Payloads of ${firstUser.device_user_reference}`, page(of(payloads, 'device_user_reference', firstUser.device_user_reference)));
  doc.add('listDeviceUserGps', `GPS points of ${firstUser.device_user_reference}`, page(of(world.gps, 'device_user_reference', firstUser.device_user_reference)));
  for (const user of users) {
    const reference = user.device_user_reference;
    doc.variant('listDeviceUserLogs', reference, `Logs of ${reference}`, page(of(world.logs, 'device_user_reference', reference)));
    doc.variant('listDeviceUserPayloads', reference, `Payloads of ${reference}`, page(of(payloads, 'device_user_reference', reference)));
    doc.variant('listDeviceUserGps', reference, `GPS points of ${reference}`, page(of(world.gps, 'device_user_reference', reference)));
  }

  const threadBody = (threadId, list) => ({ thread_id: threadId, count: list.length, data: list });
  const [firstThread, firstList] = [...world.threads.entries()][0];
  doc.add('getSmsThread', `Message thread ${firstThread}`, threadBody(firstThread, firstList));
  for (const [threadId, list] of world.threads) doc.variant('getSmsThread', threadId, `Message thread ${threadId} (${list.length} messages: ${[...new Set(list.map((payload) => payload.payload_type))].join(', ')})`, threadBody(threadId, list));

  const call = payloads.find((payload) => payload.payload_type === 'Call' && payload.payload_state === 'Processed' && comments.some((comment) => comment.payload_reference === payload.payload_reference));
  const commentsOf = (payload) => page(comments.filter((comment) => comment.payload_reference === payload.payload_reference));
  doc.add('getPayload', `Call ${call.payload_reference}`, call);
  doc.add('getPayloadAudit', `Audit of ${call.payload_reference}`, world.audits.get(call.payload_reference));
  doc.add('getPayloadData', `Play link for ${call.payload_reference}`, payloadData(call));
  doc.add('listPayloadComments', `Comments on ${call.payload_reference}`, commentsOf(call));
  for (const payload of payloads) {
    const reference = payload.payload_reference;
    const label = `${payload.payload_type} ${payload.payload_state}${payload.is_late ? ', late' : ''}${payload.is_legacy ? ', legacy' : ''}`;
    doc.variant('getPayload', reference, `${label} from ${payload.device_reference}`, payload);
    doc.variant('getPayloadAudit', reference, `Audit of ${reference} (${label})`, world.audits.get(reference));
    doc.variant('getPayloadData', reference, `Data link of ${reference} (${label})`, payloadData(payload));
    doc.variant('listPayloadComments', reference, `Comments on ${reference} (${label})`, commentsOf(payload));
  }
  const newComment = {
    comment_id: stream('new-comment').ulid(BASE),
    comment_body: 'Escalated to the desk head for review.',
    raised_by: PORTAL_USERS.admin,
    raised_at: iso(BASE - 10 * MINUTE),
    comment_version: 1,
    is_closed: false,
    comment_duration: { start_time: 1.5, duration: 2 },
    payload_reference: call.payload_reference,
    payload_type: call.payload_type,
    group: call.group,
  };
  doc.add('createPayloadComment', 'The comment, raised', newComment);
  doc.add('updatePayloadComment', 'The comment after the edit', { ...newComment, comment_body: 'Escalated to the desk head for review (updated).', comment_version: 2, updated_by: PORTAL_USERS.admin, updated_at: iso(BASE - 5 * MINUTE) });
  doc.add('closePayloadComment', 'The comment, closed', { ...newComment, is_closed: true, closed_by: PORTAL_USERS.admin, closed_at: iso(BASE) });
  const deleted = payloads.find((payload) => payload.payload_state === 'Deleted');
  doc.add('restorePayload', 'The payload, restored from Deleted', { ...deleted, payload_state: 'Processed', updated_at: iso(BASE), updated_by: PORTAL_USERS.admin });
  const receipts = payloads.filter((payload) => payload.payload_type === 'Call').slice(0, 4);
  doc.add('confirmReceipts', 'Receipts recorded (one payload not found)', {
    data: [
      ...receipts.map((payload) => ({ payload_reference: payload.payload_reference, status: 'Ok', receipt_confirmed_at: iso(BASE) })),
      { payload_reference: '01JBZZZZZZZZZZZZZZZZZZZZZZ', status: 'NoMatchingRecord' },
    ],
  });

  const configs = world.transferConfigs;
  doc.add('listTransferConfigs', 'Transfer configurations (S3 and SFTP, every file format)', page(configs));
  doc.add('getTransferConfig', `Transfer configuration ${configs[0].transfer_config_reference}`, configs[0]);
  for (const config of configs) doc.variant('getTransferConfig', config.transfer_config_reference, `Transfer configuration ${config.transfer_config_reference} (${config.params.target_type}, ${config.transfer_file_format})`, config);
  doc.add('createTransferConfig', 'The transfer configuration, created', { ...configs[0], transfer_config_reference: 'new-config', is_active: true });
  doc.add('updateTransferConfig', 'The transfer configuration after the update', { ...configs[1], schedule: 'rate(1 day)' });
  const runNow = { transfer_id: stream('new-transfer').ulid(BASE), transfer_config_reference: configs[0].transfer_config_reference, transfer_type: 'Payload', transfer_state: 'Pending', report_from: iso(BASE - DAY), report_to: iso(BASE), related_payloads: [], payload_count: 0, transfers: [], created_at: iso(BASE), updated_at: iso(BASE) };
  doc.add('runTransferConfig', 'The transfer started (Pending)', runNow);
  doc.add('listTransfers', 'Transfers in every state', page(world.transfers));
  doc.add('getTransfer', `Transfer ${world.transfers[0].transfer_id}`, world.transfers[0]);
  for (const transfer of world.transfers) doc.variant('getTransfer', transfer.transfer_id, `Transfer of ${transfer.transfer_config_reference} (${transfer.transfer_state})`, transfer);
  const failed = world.transfers.find((transfer) => transfer.transfer_state === 'Failed');
  doc.add('rerunTransfer', 'The transfer, run again (Pending)', { ...failed, transfer_id: stream('rerun-transfer').ulid(BASE), transfer_state: 'Pending', transfers: failed.transfers.map((item) => ({ ...item, attempts: 0, error: null })), created_at: iso(BASE), updated_at: iso(BASE) });
  return doc;
}

// ------------------------------------------------------------------------------------- internal
function internal(world) {
  const doc = new Doc();
  const allAlerts = [...world.alerts, ...world.otherAlerts].sort((a, b) => (a.last_occurrence < b.last_occurrence ? 1 : -1));
  doc.add('listAllAlerts', `${allAlerts.length} alerts across clients`, page(allAlerts));
  const raised = {
    alert_scope: 'ops',
    alert_type: 'Notification',
    alert_subject: 'Scheduled maintenance',
    alert_reference: stream('new-alert').ulid(BASE),
    alert_key: 'Notification:maintenance-2026-11-15',
    alert_key_type: 'Transient',
    alert_target: 'client',
    alert_message: 'Maintenance on 2026-11-15 02:00–03:00 UTC; uploads are queued on devices meanwhile.',
    alert_state: 'Triggered',
    alert_severity: 'Low',
    expires_after: iso(BASE + 14 * DAY),
    cleared_reason: null,
    cleared_at: null,
    cleared_by: null,
    api_action: 'raiseNotificationAlert',
    related_entities: [],
    occurrences: [{ time: iso(BASE), message: 'Maintenance on 2026-11-15 02:00–03:00 UTC; uploads are queued on devices meanwhile.' }],
    dismissed_by: [],
    first_occurrence: iso(BASE),
    last_occurrence: iso(BASE),
    client: CLIENT,
  };
  doc.add('raiseNotificationAlert', 'The notification alert, raised', raised);
  doc.add('getClientAlert', `Alert ${allAlerts[0].alert_subject}`, allAlerts[0]);
  for (const alert of allAlerts) doc.variant('getClientAlert', alert.alert_reference, `${alert.client}: ${alert.alert_type} ${alert.alert_severity} ${alert.alert_state}`, alert);

  doc.add('listClients', `${world.clients.length} clients`, page(world.clients));
  doc.add('putClientLicenses', 'Licence limits after the update', { ...LICENSE_LIMITS_ACME, sms: 60 });
  doc.add('getClientTelemetry', `Telemetry summary of ${CLIENT}`, world.clientTelemetry.get(CLIENT));
  for (const [name, summary] of world.clientTelemetry) doc.variant('getClientTelemetry', name, `Telemetry summary of ${name}`, summary);

  const requestsOf = new Map([[CLIENT, world.supportRequests], ...world.otherSupportRequests.map((list) => [list[0].client, list])]);
  const allRequests = [...requestsOf.values()].flat().sort((a, b) => (a.requested_at < b.requested_at ? 1 : -1));
  doc.add('listClientSupportAccess', `Support access requests made to ${CLIENT}`, page(world.supportRequests));
  for (const entry of world.clients) doc.variant('listClientSupportAccess', entry.client, `Support access requests made to ${entry.client}`, page(requestsOf.get(entry.client) ?? []));
  doc.add('requestSupportAccess', 'The request, created (pending)', {
    request_reference: stream('new-support').ulid(BASE),
    client: CLIENT,
    role: 'Read Only',
    request_description: 'Check device telemetry for the London Trading group (ticket INC-20500).',
    requested_expiry: iso(BASE + 2 * DAY),
    approval_state: 'pending',
    rejection_reason: null,
    approval_expiry: null,
    approved_by: null,
    requested_by: 'ops.lead@provider.example',
    requested_at: iso(BASE),
    updated_at: iso(BASE),
  });
  const rolesOf = (name) => (name === CLIENT ? world.roles : world.roles.filter((role) => role.is_system));
  doc.add('listClientRoles', `Roles of ${CLIENT}`, page(rolesOf(CLIENT)));
  for (const entry of world.clients) doc.variant('listClientRoles', entry.client, `Roles of ${entry.client}`, page(rolesOf(entry.client)));
  doc.add('getClientSupportAccess', `Support access request (${allRequests[0].approval_state})`, allRequests[0]);
  for (const request of allRequests) doc.variant('getClientSupportAccess', request.request_reference, `${request.client}: ${request.role} (${request.approval_state})`, request);
  const cancellable = world.supportRequests.find((request) => request.approval_state === 'pending');
  doc.add('cancelSupportAccess', 'The request, canceled', { ...cancellable, approval_state: 'canceled', updated_at: iso(BASE) });

  doc.add('listCountries', `${world.countries.length} countries with their carriers`, page(world.countries));
  doc.add('exchangeStaffToken', 'Tokens for a provider staff member (unsigned JWT)', tokenExchange({ staff: true }));
  doc.add('listAllLicenses', 'Licence limits and use of every client', page(world.licenseOverview));
  doc.add('listStaff', `${world.staff.length} staff members`, page(world.staff.map((member, index) => ({ ...member, created_at: iso(BASE - (700 - index * 90) * DAY), last_sign_in_at: member.is_active ? iso(BASE - (index + 1) * 3 * HOUR) : null }))));
  doc.add('getStatistics', 'Integrity checks and legacy migration runs of the last 30 days', world.statistics);
  for (const state of ['pending', 'approved', 'rejected', 'canceled', 'revoked', 'expired']) {
    doc.variant('listSupportAccessByStatus', state, `Support access requests ${state}`, page(allRequests.filter((request) => request.approval_state === state)));
  }
  doc.add('listSupportAccessByStatus', 'Pending support access requests', page(allRequests.filter((request) => request.approval_state === 'pending')));
  const summaries = [...world.clientTelemetry.values()];
  doc.add('getTelemetrySummary', 'Telemetry summary across clients', {
    generated_at: iso(BASE - 5 * MINUTE),
    totals: {
      clients: summaries.length,
      device_count: summaries.reduce((sum, entry) => sum + entry.device_count, 0),
      reporting_devices: summaries.reduce((sum, entry) => sum + entry.reporting_devices, 0),
      queued_payloads: summaries.reduce((sum, entry) => sum + entry.upload_queue.queued_payloads, 0),
    },
    data: summaries,
  });
  doc.add('verifyDevice', 'Device authenticated (new install)', verifyDevice());
  return doc;
}

export function buildExamples(world) {
  const docs = { admin: admin(world), client: client(world), internal: internal(world) };
  return {
    files: Object.fromEntries(Object.entries(docs).map(([name, doc]) => [name, doc.examples])),
    index: Object.fromEntries(Object.entries(docs).map(([name, doc]) => [name, doc.index])),
  };
}
