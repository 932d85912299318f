// Examples of the admin document (/api/v1/{client}/...).
import { Doc, page } from './example-doc.mjs';
import { adminRequests } from './examples-requests.mjs';
import { PORTAL_USERS } from './org.mjs';
import { stream } from './random.mjs';
import { BASE, HOUR, iso } from './time.mjs';
import { accountMetadata, profile, signInUrl, STAFF_USER, staffProfile, tokenExchange } from './auth.mjs';

function deviceStatus(device) {
  if (device.is_deactivated) return `deactivated ${device.deactivation_date.slice(0, 10)}${device.is_legacy ? ', legacy' : ''}`;
  if (device.is_legacy) return 'legacy';
  if (!device.activated_at) return 'pending';
  return 'active';
}

/** @param {ReturnType<typeof import('./world.mjs').buildWorld>} world */
export function admin(world) {
  const doc = new Doc();
  const { devices, users, groups, roles, tags, alerts, supportRequests, clientApps } = world;

  doc.add('getAccountDefaults', 'Default group, role and CIDR ranges for new portal users', world.accountDefaults);
  doc.add('putAccountDefaults', 'Account defaults after the update', {
    ...world.accountDefaults,
    cidr_ranges: [...world.accountDefaults.cidr_ranges, '172.16.0.0/12'],
  });
  doc.add('listClientApps', `${clientApps.length} client apps`, page(clientApps));
  doc.add('getClientApp', `Client app ${clientApps[0].app_reference}`, clientApps[0]);
  for (const app of clientApps) doc.variant('getClientApp', app.app_reference, `Client app ${app.app_reference}`, app);
  doc.add('createClientApp', 'The client app created', {
    app_reference: 'new-integration',
    oidc_config: {
      issuer: 'https://auth.acme.example',
      audience: 'new-integration',
      jwks_uri: 'https://auth.acme.example/.well-known/jwks.json',
    },
    group: 'Compliance',
    roles: ['Read Only'],
    cidr_ranges: [],
  });
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
  for (const alert of alerts)
    doc.variant(
      'getAlert',
      alert.alert_reference,
      `${alert.alert_type} ${alert.alert_severity} ${alert.alert_state}: ${alert.alert_subject}`.slice(0, 200),
      alert,
    );
  doc.add('getAlertSummary', 'Alert counts by scope, severity and state', world.alertSummary);

  doc.add('getDevice', `Device ${devices[0].device_reference}`, devices[0]);
  for (const device of devices)
    doc.variant('getDevice', device.device_reference, `Device ${device.device_reference} (${deviceStatus(device)})`, device);
  doc.add('deactivateDevice', 'The device, deactivated now', { ...devices[0], is_deactivated: true, deactivation_date: iso(BASE) });
  doc.add(
    'listDeviceCommands',
    `Commands of ${devices[0].device_reference}`,
    page(world.commands.filter((command) => command.device_reference === devices[0].device_reference)),
  );
  for (const device of devices)
    doc.variant(
      'listDeviceCommands',
      device.device_reference,
      `Commands of ${device.device_reference}`,
      page(world.commands.filter((command) => command.device_reference === device.device_reference)),
    );
  const sent = {
    command: 'sync_data',
    params: {},
    device_reference: devices[0].device_reference,
    command_reference: stream('new-command').ulid(BASE),
    group: devices[0].group,
    state: 'Sent',
    raised_by: PORTAL_USERS.admin,
    sent_at: iso(BASE),
    completed_at: null,
  };
  doc.add('sendDeviceCommand', 'The command, sent', sent);
  doc.add('getDeviceHistory', `User and group history of ${devices[0].device_reference}`, world.history.get(devices[0].device_reference));
  for (const device of devices)
    doc.variant(
      'getDeviceHistory',
      device.device_reference,
      `History of ${device.device_reference}`,
      world.history.get(device.device_reference),
    );
  const telemetryOf = (device) => page(world.telemetry.filter((report) => report.device_reference === device.device_reference));
  doc.add('getDeviceTelemetry', `Telemetry of ${devices[0].device_reference}`, telemetryOf(devices[0]));
  for (const device of devices)
    doc.variant('getDeviceTelemetry', device.device_reference, `Telemetry of ${device.device_reference}`, telemetryOf(device));

  doc.add('getGroup', `Group ${groups[0].group_reference}`, groups[0]);
  for (const group of groups) doc.variant('getGroup', group.group_reference, `Group ${group.group_reference}`, group);
  doc.add('putGroup', 'The group after the update', {
    ...groups[0],
    tags: [...groups[0].tags.filter((tag) => tag.tag_key !== 'desk'), { tag_key: 'desk', tag_value: 'rates' }],
  });
  doc.add('getRole', `Role ${roles[2].role_reference}`, roles[2]);
  for (const role of roles)
    doc.variant('getRole', role.role_reference, `Role ${role.role_reference}${role.is_system ? ' (system)' : ''}`, role);
  doc.add('putRole', 'The role after the update', { ...roles[2], cidr_ranges: [...roles[2].cidr_ranges, '172.16.0.0/12'] });
  const pending = supportRequests.find((request) => request.approval_state === 'pending');
  doc.add('getSupportAccess', `Support access request (${pending.approval_state})`, pending);
  for (const request of supportRequests)
    doc.variant(
      'getSupportAccess',
      request.request_reference,
      `Support access request for ${request.role} (${request.approval_state})`,
      request,
    );
  doc.add('updateSupportAccess', 'The request, approved', {
    ...pending,
    approval_state: 'approved',
    approval_expiry: iso(BASE + 8 * HOUR),
    approved_by: PORTAL_USERS.admin,
    updated_at: iso(BASE),
  });
  doc.add('getTag', `Tag definition ${tags[0].tag_key}`, tags[0]);
  for (const tag of tags) doc.variant('getTag', tag.tag_key, `Tag definition ${tag.tag_key}`, tag);
  doc.add('putTag', 'The tag definition after the update', { ...tags[5], tag_values: [...tags[5].tag_values, 'credit'] });

  doc.add('getDeviceUser', `Device user ${users[0].device_user_reference}`, users[0]);
  for (const user of users)
    doc.variant(
      'getDeviceUser',
      user.device_user_reference,
      `Device user ${user.device_user_reference} (${user.is_active ? 'active' : 'offboarded'}${user.is_legacy ? ', legacy' : ''})`,
      user,
    );
  doc.add('createDeviceUser', 'The device user, onboarded', {
    device_user_reference: 'new.starter',
    group: 'Compliance',
    services: ['calls', 'sms'],
    expected_device_count: 1,
    email: 'new.starter@acme.example',
    first_name: 'New',
    surname: 'Starter',
    is_active: true,
    onboard_date: iso(BASE),
    offboard_date: null,
    is_legacy: false,
  });
  doc.add('updateDeviceUser', 'The device user after the update', { ...users[0], services: [...users[0].services, 'interviews'] });
  doc.add('offboardDeviceUser', 'The device user, offboarded now', { ...users[0], is_active: false, offboard_date: iso(BASE) });
  const devicesOf = (user) => page(devices.filter((device) => device.device_user_reference === user.device_user_reference));
  doc.add('listDeviceUserDevices', `Devices of ${users[0].device_user_reference}`, devicesOf(users[0]));
  for (const user of users)
    doc.variant('listDeviceUserDevices', user.device_user_reference, `Devices of ${user.device_user_reference}`, devicesOf(user));

  doc.add('getMetrics', 'Daily payload metrics', page(world.metrics.Daily));
  for (const [scope, list] of Object.entries(world.metrics)) doc.variant('getMetrics', scope, `${scope} payload metrics`, page(list));

  doc.add('exchangeToken', 'Tokens for the signed-in client admin (unsigned JWT, expiring an hour after it was issued)', tokenExchange());
  doc.add('getSignInUrl', 'The mock identity provider on port 4013', signInUrl());

  // Provider staff sign in to the client `admin` (no support mode): `__admin` variants for
  // /api/v1/admin/..., while every client name gets the defaults above.
  doc.variant('getProfile', 'admin', `Provider staff ${STAFF_USER}`, staffProfile());
  doc.variant('exchangeToken', 'admin', 'Tokens for a provider staff member (unsigned JWT)', tokenExchange({ staff: true }));
  doc.variant('getAccountMetadata', 'admin', 'Account metadata of the provider (client admin)', accountMetadata('admin'));
  adminRequests(doc, world);
  return doc;
}
