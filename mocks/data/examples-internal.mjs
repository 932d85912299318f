// Examples of the internal document (/internal/v1/..., provider staff).
import { Doc, page } from './example-doc.mjs';
import { internalRequests } from './examples-requests.mjs';
import { CLIENT } from './org.mjs';
import { stream } from './random.mjs';
import { BASE, DAY, HOUR, MINUTE, iso } from './time.mjs';
import { tokenExchange } from './auth.mjs';
import { LICENSE_LIMITS_ACME, verifyDevice } from './internal.mjs';

/** @param {ReturnType<typeof import('./world.mjs').buildWorld>} world */
export function internal(world) {
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
  for (const alert of allAlerts)
    doc.variant(
      'getClientAlert',
      alert.alert_reference,
      `${alert.client}: ${alert.alert_type} ${alert.alert_severity} ${alert.alert_state}`,
      alert,
    );

  doc.add('listClients', `${world.clients.length} clients`, page(world.clients));
  doc.add('putClientLicenses', 'Licence limits after the update', { ...LICENSE_LIMITS_ACME, sms: 60 });
  doc.add('getClientTelemetry', `Telemetry summary of ${CLIENT}`, world.clientTelemetry.get(CLIENT));
  for (const [name, summary] of world.clientTelemetry) doc.variant('getClientTelemetry', name, `Telemetry summary of ${name}`, summary);

  const requestsOf = new Map([[CLIENT, world.supportRequests], ...world.otherSupportRequests.map((list) => [list[0].client, list])]);
  const allRequests = [...requestsOf.values()].flat().sort((a, b) => (a.requested_at < b.requested_at ? 1 : -1));
  doc.add('listClientSupportAccess', `Support access requests made to ${CLIENT}`, page(world.supportRequests));
  for (const entry of world.clients)
    doc.variant(
      'listClientSupportAccess',
      entry.client,
      `Support access requests made to ${entry.client}`,
      page(requestsOf.get(entry.client) ?? []),
    );
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
  for (const request of allRequests)
    doc.variant(
      'getClientSupportAccess',
      request.request_reference,
      `${request.client}: ${request.role} (${request.approval_state})`,
      request,
    );
  const cancellable = world.supportRequests.find((request) => request.approval_state === 'pending');
  doc.add('cancelSupportAccess', 'The request, canceled', { ...cancellable, approval_state: 'canceled', updated_at: iso(BASE) });

  doc.add('listCountries', `${world.countries.length} countries with their carriers`, page(world.countries));
  doc.add('exchangeStaffToken', 'Tokens for a provider staff member (unsigned JWT)', tokenExchange({ staff: true }));
  doc.add('listAllLicenses', 'Licence limits and use of every client', page(world.licenseOverview));
  doc.add(
    'listStaff',
    `${world.staff.length} staff members`,
    page(
      world.staff.map((member, index) => ({
        ...member,
        created_at: iso(BASE - (700 - index * 90) * DAY),
        last_sign_in_at: member.is_active ? iso(BASE - (index + 1) * 3 * HOUR) : null,
      })),
    ),
  );
  doc.add('getStatistics', 'Integrity checks and legacy migration runs of the last 30 days', world.statistics);
  for (const state of ['pending', 'approved', 'rejected', 'canceled', 'revoked', 'expired']) {
    doc.variant(
      'listSupportAccessByStatus',
      state,
      `Support access requests ${state}`,
      page(allRequests.filter((request) => request.approval_state === state)),
    );
  }
  doc.add(
    'listSupportAccessByStatus',
    'Pending support access requests',
    page(allRequests.filter((request) => request.approval_state === 'pending')),
  );
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
  internalRequests(doc, world);
  return doc;
}
