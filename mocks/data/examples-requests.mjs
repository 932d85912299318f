// Request body examples, `<operationId>.request`, one per operation with a body. Each is the
// request that would produce the operation's response example, so they are derived from it.
import { PORTAL_USERS } from './org.mjs';

const pick = (value, keys) => Object.fromEntries(keys.filter((key) => value[key] !== undefined).map((key) => [key, value[key]]));
const TRANSFER_CONFIG_FIELDS = [
  'transfer_type',
  'payload_types',
  'schedule',
  'pgp_key',
  'params',
  'transfer_file_format',
  'is_active',
  'zip_password',
];
const CLIENT_APP_FIELDS = ['oidc_config', 'group', 'roles', 'cidr_ranges'];

/** Adds the admin document's request examples (after its response examples). */
export function adminRequests(doc, world) {
  const response = (operationId) => doc.examples[operationId].value;
  const triggered = world.alerts.filter((alert) => alert.alert_state === 'Triggered').map((alert) => alert.alert_reference);
  const user = world.users[0];
  doc.request('sendDeviceCommand', 'Turn on the SMS auto response', {
    command: 'sms_auto_response',
    params: { enabled: true, message: 'Driving, I will call back.' },
  });
  doc.request('createDeviceUser', 'Onboard a device user', {
    group: world.groups[0].group_reference,
    services: ['calls', 'sms', 'gps'],
    expected_device_count: 1,
    email: 'new.starter@acme.example',
    first_name: 'Ana',
    surname: 'Souza',
  });
  doc.request(
    'updateDeviceUser',
    `Edit ${user.device_user_reference}`,
    pick(user, ['group', 'services', 'expected_device_count', 'email', 'first_name', 'surname']),
  );
  doc.request('putTag', 'Add a value to a tag definition', pick(response('putTag'), ['tag_values', 'is_required', 'default_value']));
  doc.request('putGroup', 'Replace the tags of a group', pick(response('putGroup'), ['tags']));
  doc.request(
    'putRole',
    'Replace a role',
    pick(response('putRole'), ['description', 'permissions', 'payload_types', 'cidr_ranges', 'alert_permissions', 'is_alertable']),
  );
  doc.request('putAccountDefaults', 'Set the account defaults', response('putAccountDefaults'));
  doc.request('createClientApp', 'Register a client app', pick(response('createClientApp'), CLIENT_APP_FIELDS));
  doc.request('updateClientApp', 'Replace a client app', pick(response('updateClientApp'), CLIENT_APP_FIELDS));
  doc.request('clearAlerts', 'Clear two alerts', {
    alert_references: triggered.slice(0, 2),
    cleared_reason: 'Investigated: the device was replaced.',
  });
  doc.request('dismissAlerts', 'Dismiss one alert', { alert_references: triggered.slice(2, 3) });
  doc.request('updateSupportAccess', 'Approve a request', {
    action: 'approve',
    approval_expiry: response('updateSupportAccess').approval_expiry,
  });
}

/** Adds the client document's request examples. */
export function clientRequests(doc) {
  const response = (operationId) => doc.examples[operationId].value;
  const comment = (operationId) => ({
    message: response(operationId).comment_body,
    comment_duration: response(operationId).comment_duration,
  });
  const transferConfig = (operationId) => {
    const config = pick(response(operationId), TRANSFER_CONFIG_FIELDS);
    return config.params.target_type === 'SFTP' ? { ...config, sftp_password: 'correct horse battery staple' } : config;
  };
  doc.request('createPayloadComment', 'Raise a comment on a part of the recording', comment('createPayloadComment'));
  doc.request('updatePayloadComment', 'Edit a comment', comment('updatePayloadComment'));
  doc.request('confirmReceipts', 'Confirm receipt of five payloads', {
    payload_references: response('confirmReceipts').data.map((entry) => entry.payload_reference),
  });
  doc.request('createTransferConfig', 'Create a transfer configuration', transferConfig('createTransferConfig'));
  doc.request('updateTransferConfig', 'Replace a transfer configuration', transferConfig('updateTransferConfig'));
  doc.request('putMigrationConfig', 'Stop importing payloads', response('putMigrationConfig'));
  doc.request('putRetentionPolicy', 'Replace the retention policy', response('putRetentionPolicy'));
  doc.request('putLegalHold', 'Place a legal hold on a device user', pick(response('putLegalHold'), ['target', 'target_type']));
}

/** Adds the internal document's request examples. */
export function internalRequests(doc, world) {
  const response = (operationId) => doc.examples[operationId].value;
  const triggered = world.alerts.filter((alert) => alert.alert_state === 'Triggered').map((alert) => alert.alert_reference);
  const device = world.devices.find((entry) => entry.installation_id && entry.phone_numbers.length);
  doc.request(
    'raiseNotificationAlert',
    'Notify a client of maintenance',
    pick(response('raiseNotificationAlert'), [
      'alert_target',
      'client',
      'alert_scope',
      'alert_severity',
      'alert_subject',
      'alert_message',
      'expires_after',
      'related_entities',
    ]),
  );
  doc.request('clearClientAlerts', 'Clear an alert of a client', {
    alert_references: triggered.slice(0, 1),
    cleared_reason: `Cleared by provider staff for ${PORTAL_USERS.admin}.`,
  });
  doc.request('dismissClientAlerts', 'Dismiss two alerts of a client', { alert_references: triggered.slice(1, 3) });
  doc.request('putClientLicenses', 'Raise the SMS limit', response('putClientLicenses'));
  doc.request(
    'requestSupportAccess',
    'Ask for read-only access for two days',
    pick(response('requestSupportAccess'), ['role', 'request_description', 'requested_expiry']),
  );
  doc.request('verifyDevice', `Authenticate ${device.device_reference}`, {
    encrypted_ulid: Buffer.from(`enc:${device.device_reference}`).toString('base64'),
    device_info: pick(device, ['model', 'os_version', 'app_version', 'serial_number', 'fcm_token']),
    phone_numbers: device.phone_numbers.map((entry) => ({ phone_number: entry.phone_number, slot_index: entry.slot_index })),
    imeis: device.imeis,
    installation_id: device.installation_id,
  });
}
