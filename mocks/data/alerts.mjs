// Alerts of every type, scope, severity and state, with occurrences and related entities of every
// RelatedEntityType.
import { ARABIC, HTML, IMG, SCRIPT, long } from './hostile.mjs';
import { CLIENT, PORTAL_USERS } from './org.mjs';
import { stream } from './random.mjs';
import { BASE, DAY, HOUR, MINUTE, iso } from './time.mjs';

const enc = encodeURIComponent;

/** Links of a related entity: the API path relative to the API base and the portal page. */
export function relatedEntity(type, id, subtype) {
  const page = {
    Call: 'calls',
    AbortedCall: 'calls',
    BlockedCall: 'calls',
    Photo: 'photos',
    Video: 'videos',
    Interview: 'interviews',
    SMS: 'messages',
    MMS: 'messages',
    RCS: 'messages',
    Diagnostics: 'diagnostics',
  };
  const links = {
    Device: [`devices/${enc(id)}`, `/dashboard/devices/${enc(id)}`],
    DeviceUser: [`users/${enc(id)}`, `/dashboard/devices/users/${enc(id)}`],
    Migration: ['migrations', '/dashboard/account/migrations'],
    Payload: [
      `payloads/${enc(id)}`,
      subtype === 'Diagnostics' ? '/dashboard/services/diagnostics' : `/dashboard/services/${page[subtype] ?? 'messages'}/${enc(id)}`,
    ],
    PortalUser: [`activities?user_reference=${enc(id)}`, `/dashboard/account/audit?user=${enc(id)}`],
    SupportAccessRequest: [`supportaccess/${enc(id)}`, '/dashboard/account/support-access'],
    Transfer: [`transfers/${enc(id)}`, `/dashboard/account/transfers/${enc(id)}`],
  }[type];
  return { entity_id: id, entity_type: type, entity_subtype: subtype ?? null, api_link: links[0], page_link: links[1] };
}

/**
 * @param world devices, users, payloads, transfers, migrations, supportRequests
 * @returns alerts of `acme`, newest last occurrence first
 */
export function buildAlerts(world, client = CLIENT) {
  const rng = stream(`alerts-${client}`);
  const device = (reference) => world.devices.find((entry) => entry.device_reference === reference);
  const payload = (predicate) => world.payloads.find(predicate);
  const late = payload((entry) => entry.is_late && entry.payload_type === 'Call');
  const quarantined = payload((entry) => entry.payload_state === 'Quarantined');
  const failed = payload((entry) => entry.payload_state === 'Failed');
  const failedTransfer = world.transfers.find((entry) => entry.transfer_state === 'Failed');
  const partialTransfer = world.transfers.find((entry) => entry.transfer_state === 'PartialFail');
  const partialMigration = world.migrations.find((entry) => entry.state === 'PartialFail');
  const pendingSupport = world.supportRequests.find((entry) => entry.approval_state === 'pending');
  const approvedSupport = world.supportRequests.find((entry) => entry.approval_state === 'approved');

  const specs = [
    {
      type: 'AccountAlert',
      scope: 'ops',
      severity: 'Medium',
      state: 'Triggered',
      subject: 'Licence use for sms at 92% of the limit',
      key: 'LicenceUse:sms',
      keyType: 'Scoped',
      message: 'sms licences: 46 of 50 in use',
      related: [],
      action: 'getLicenses',
      count: 4,
    },
    {
      type: 'AndroidAlert',
      scope: 'ops',
      severity: 'High',
      state: 'Triggered',
      subject: 'Device admin removed',
      key: 'DeviceAdminRemoved:ldn-trd-003',
      keyType: 'Scoped',
      message: 'The capture app lost device admin rights on ldn-trd-003',
      related: [
        ['Device', 'ldn-trd-003', device('ldn-trd-003').model],
        ['DeviceUser', 'marcus.bell'],
      ],
      action: 'sendDeviceCommand',
      count: 2,
    },
    {
      type: 'AndroidAlert',
      scope: 'sec',
      severity: 'Medium',
      state: 'Cleared',
      subject: 'Factory reset detected',
      key: 'FactoryReset:sao-vnd-003',
      keyType: 'Transient',
      message: 'Device re-authenticated with install state FactoryReset',
      related: [['Device', 'sao-vnd-003', device('sao-vnd-003').model]],
      action: 'verifyDevice',
      count: 1,
      cleared: 'Reset was requested by IT (ticket 5521)',
    },
    {
      type: 'DeviceAlert',
      scope: 'ops',
      severity: 'Low',
      state: 'Cleared',
      subject: 'Device not seen for 72 hours',
      key: 'DeviceNotSeen:ldn-trd-002',
      keyType: 'Scoped',
      message: 'ldn-trd-002 last seen more than 72 hours ago',
      related: [['Device', 'ldn-trd-002', device('ldn-trd-002').model]],
      action: 'getDevice',
      count: 3,
      cleared: 'Device deactivated',
    },
    {
      type: 'DeviceAlert',
      scope: 'sec',
      severity: 'High',
      state: 'Triggered',
      subject: 'SIM card changed',
      key: 'SimChanged:dxb-pb-001',
      keyType: 'Transient',
      message: `SIM in slot 1 replaced on dxb-pb-001 — ${ARABIC}`,
      related: [
        ['Device', 'dxb-pb-001', device('dxb-pb-001').model],
        ['DeviceUser', 'laila.haddad'],
      ],
      action: 'getDevice',
      count: 1,
    },
    {
      type: 'DeviceAlert',
      scope: 'ops',
      severity: 'Low',
      state: 'Triggered',
      subject: 'Upload queue growing',
      key: 'UploadQueue:nyc-ops-<b>002',
      keyType: 'Scoped',
      message: `Device nyc-ops-<b>002 has 14 payloads waiting ${IMG}`,
      related: [['Device', 'nyc-ops-<b>002', device('nyc-ops-<b>002').model]],
      action: 'getDeviceTelemetry',
      count: 6,
    },
    {
      type: 'DeviceUserAlert',
      scope: 'ops',
      severity: 'Medium',
      state: 'Triggered',
      subject: 'Expected devices not active',
      key: 'ExpectedDevices:joao.pereira',
      keyType: 'Scoped',
      message: 'joao.pereira: 3 devices expected, 2 active',
      related: [['DeviceUser', 'joao.pereira']],
      action: 'getDeviceUser',
      count: 2,
    },
    {
      type: 'DeviceUserAlert',
      scope: 'sec',
      severity: 'Low',
      state: 'Cleared',
      subject: 'Device user offboarded with a legal hold',
      key: 'OffboardedOnHold:marcus.bell',
      keyType: 'Transient',
      message: 'marcus.bell was offboarded while under legal hold',
      related: [['DeviceUser', 'marcus.bell']],
      action: 'offboardDeviceUser',
      count: 1,
      cleared: 'Hold confirmed by legal',
    },
    {
      type: 'LambdaAlert',
      scope: 'ops',
      severity: 'High',
      state: 'Cleared',
      subject: 'Payload processing timed out',
      key: 'Lambda:process-payload',
      keyType: 'Transient',
      message: 'process-payload timed out after 900 s',
      related: [['Payload', failed.payload_reference, failed.payload_type]],
      action: 'processPayload',
      count: 5,
      cleared: 'Function memory raised; backlog processed',
    },
    {
      type: 'MigrationAlert',
      scope: 'ops',
      severity: 'Medium',
      state: 'Triggered',
      subject: 'Migration run partially failed',
      key: `Migration:${partialMigration.id}`,
      keyType: 'Scoped',
      message: 'Legacy export acme-2026-10-30.csv: 3 errors, 12 warnings',
      related: [['Migration', partialMigration.id, 'PartialFail']],
      action: 'listMigrations',
      count: 1,
    },
    {
      type: 'Notification',
      scope: 'ops',
      severity: 'Low',
      state: 'Triggered',
      subject: 'Scheduled maintenance',
      key: 'Notification:maintenance-2026-11-08',
      keyType: 'Transient',
      message: `Maintenance on 2026-11-08 02:00–03:00 UTC. ${HTML}`,
      related: [],
      action: 'raiseNotificationAlert',
      count: 1,
    },
    {
      type: 'Notification',
      scope: 'sec',
      severity: 'Low',
      state: 'Cleared',
      subject: `Security bulletin ${SCRIPT}`,
      key: 'Notification:bulletin-17',
      keyType: 'Transient',
      message: long(1000, `${SCRIPT} Security bulletin: `),
      related: [],
      action: 'raiseNotificationAlert',
      count: 1,
      cleared: 'Read',
    },
    {
      type: 'PayloadAlert',
      scope: 'sec',
      severity: 'High',
      state: 'Triggered',
      subject: 'Payload quarantined by the malware scan',
      key: `Quarantine:${quarantined.payload_reference}`,
      keyType: 'Transient',
      message: 'EICAR test signature found in the MMS attachment',
      related: [
        ['Payload', quarantined.payload_reference, quarantined.payload_type],
        ['Device', quarantined.device_reference, device(quarantined.device_reference).model],
      ],
      action: 'scanPayload',
      count: 1,
    },
    {
      type: 'PayloadAlert',
      scope: 'ops',
      severity: 'Medium',
      state: 'Triggered',
      subject: 'Late upload',
      key: `LateUpload:${late.device_reference}`,
      keyType: 'Scoped',
      message: `Payload uploaded more than 7 days after recording`,
      related: [
        ['Payload', late.payload_reference, late.payload_type],
        ['Device', late.device_reference, device(late.device_reference).model],
        ['DeviceUser', late.device_user_reference],
      ],
      action: 'uploadPayload',
      count: 2,
    },
    {
      type: 'PortalUserAlert',
      scope: 'sec',
      severity: 'High',
      state: 'Triggered',
      subject: 'Alertable role used: Administrator',
      key: `RoleUse:Administrator:${PORTAL_USERS.admin}`,
      keyType: 'Scoped',
      message: `${PORTAL_USERS.admin} used the role Administrator (deactivateDevice)`,
      related: [['PortalUser', PORTAL_USERS.admin]],
      action: 'deactivateDevice',
      count: 7,
    },
    {
      type: 'PortalUserAlert',
      scope: 'sec',
      severity: 'Medium',
      state: 'Cleared',
      subject: 'Access denied from outside the allowed CIDR ranges',
      key: `CidrDenied:${PORTAL_USERS.auditor}`,
      keyType: 'Transient',
      message: 'Request from 192.0.2.44 refused for role External Auditor (2026)',
      related: [['PortalUser', PORTAL_USERS.auditor]],
      action: 'listPayloads',
      count: 3,
      cleared: 'Auditor moved to the office network',
    },
    {
      type: 'PortalUserAlert',
      scope: 'sec',
      severity: 'High',
      state: 'Triggered',
      subject: 'Support session started',
      key: `SupportSession:${approvedSupport.request_reference}`,
      keyType: 'Transient',
      message: 'Provider staff started a support session with role Read Only',
      related: [
        ['SupportAccessRequest', approvedSupport.request_reference, approvedSupport.role],
        ['PortalUser', 'support.engineer@provider.example'],
      ],
      action: 'getProfile',
      count: 1,
    },
    {
      type: 'TransferAlert',
      scope: 'ops',
      severity: 'High',
      state: 'Triggered',
      subject: 'Transfer failed',
      key: `Transfer:${failedTransfer.transfer_config_reference}`,
      keyType: 'Scoped',
      message: 'AccessDenied writing to s3://acme-archive/compliance',
      related: [['Transfer', failedTransfer.transfer_id, failedTransfer.transfer_type]],
      action: 'runTransferConfig',
      count: 3,
    },
    {
      type: 'TransferAlert',
      scope: 'ops',
      severity: 'Low',
      state: 'Cleared',
      subject: 'Transfer partially failed',
      key: `Transfer:${partialTransfer.transfer_config_reference}`,
      keyType: 'Scoped',
      message: '2 of 9 files could not be copied (connection reset)',
      related: [['Transfer', partialTransfer.transfer_id, partialTransfer.transfer_type]],
      action: 'rerunTransfer',
      count: 2,
      cleared: 'Re-run succeeded',
    },
    {
      type: 'AccountAlert',
      scope: 'sec',
      severity: 'Medium',
      state: 'Triggered',
      subject: 'Support access requested',
      key: `SupportRequest:${pendingSupport.request_reference}`,
      keyType: 'Transient',
      message: 'Provider staff request access with role Administrator until 2026-11-03',
      related: [['SupportAccessRequest', pendingSupport.request_reference, pendingSupport.role]],
      action: 'requestSupportAccess',
      count: 1,
    },
  ];

  const alerts = specs.map((spec, index) => {
    const last = BASE - rng.int(10, 60 * 24 * 6) * MINUTE;
    const occurrences = [];
    for (let occurrence = spec.count - 1; occurrence >= 0; occurrence -= 1) {
      const time = last - occurrence * rng.int(1, 30) * HOUR;
      occurrences.push({
        time: iso(time),
        message: occurrence === 0 ? spec.message : `${spec.message} (occurrence ${spec.count - occurrence})`,
      });
    }
    const first = Date.parse(occurrences[0].time);
    const alert = {
      alert_scope: spec.scope,
      alert_type: spec.type,
      alert_subject: spec.subject,
      alert_reference: rng.ulid(first),
      alert_key: spec.key,
      alert_key_type: spec.keyType,
      alert_message: spec.message,
      alert_state: spec.state,
      alert_severity: spec.severity,
      expires_after: iso(last + 30 * DAY),
      cleared_reason: spec.cleared ?? null,
      cleared_at: spec.cleared ? iso(Math.min(BASE - MINUTE, last + rng.int(5, 600) * MINUTE)) : null,
      cleared_by: spec.cleared ? PORTAL_USERS.admin : null,
      api_action: spec.action,
      related_entities: spec.related.map(([type, id, subtype]) => relatedEntity(type, id, subtype)),
      occurrences: [...occurrences].reverse(),
      dismissed_by: index % 5 === 1 ? [PORTAL_USERS.reviewer] : [],
      first_occurrence: occurrences[0].time,
      last_occurrence: occurrences[occurrences.length - 1].time,
      client,
    };
    return alert;
  });
  alerts.sort((a, b) => (a.last_occurrence < b.last_occurrence ? 1 : -1));
  return alerts;
}

/** Counts for the header bell: by scope, severity and state. */
export function alertSummary(alerts) {
  const triggered = alerts.filter((alert) => alert.alert_state === 'Triggered' && alert.dismissed_by.length === 0);
  const byScope = (scope) =>
    Object.fromEntries(
      ['Low', 'Medium', 'High'].map((severity) => [
        severity,
        Object.fromEntries(
          ['Triggered', 'Cleared'].map((state) => [
            state,
            alerts.filter((alert) => alert.alert_scope === scope && alert.alert_severity === severity && alert.alert_state === state)
              .length,
          ]),
        ),
      ]),
    );
  return {
    triggered: triggered.length,
    last_occurrence:
      triggered
        .map((alert) => alert.last_occurrence)
        .sort()
        .pop() ?? null,
    ops: byScope('ops'),
    sec: byScope('sec'),
  };
}
