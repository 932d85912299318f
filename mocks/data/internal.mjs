// Provider staff (internal) data: clients, licences, staff, countries and carriers, statistics,
// telemetry summaries, cross-client alerts and support access, device verification.
import { IMG, SCRIPT } from './hostile.mjs';
import { relatedEntity } from './alerts.mjs';
import { CLIENT, SERVICES } from './org.mjs';
import { MIGRATION_RESULTS, LICENSE_LIMITS } from './account.mjs';
import { stream } from './random.mjs';
import { BASE, DAY, HOUR, MINUTE, iso } from './time.mjs';

export const CLIENTS = [
  { client: CLIENT, display_name: 'Acme Trading Ltd', region: 'eu-west-2', created: 620, is_active: true, legacy_platform: true },
  { client: 'globex', display_name: 'Globex Corporation', region: 'us-east-1', created: 480, is_active: true, legacy_platform: false },
  { client: 'banco-aurora', display_name: 'Banco Aurora S.A.', region: 'sa-east-1', created: 350, is_active: true, legacy_platform: true },
  {
    client: 'initech',
    display_name: `Initech <b>Holdings</b> ${SCRIPT}`,
    region: 'eu-west-1',
    created: 210,
    is_active: true,
    legacy_platform: false,
  },
  {
    client: 'gulf-capital',
    display_name: 'شركة الخليج للاستثمار',
    region: 'me-central-1',
    created: 120,
    is_active: true,
    legacy_platform: false,
  },
  {
    client: 'soylent',
    display_name: 'Soylent Markets (closed)',
    region: 'eu-west-2',
    created: 900,
    is_active: false,
    legacy_platform: false,
  },
];

export function buildClients() {
  return CLIENTS.map((entry) => ({
    client: entry.client,
    display_name: entry.display_name,
    host: `${entry.client}.api.example.com`,
    portal_url: `https://portal.example.com/?client=${entry.client}`,
    region: entry.region,
    created_at: iso(BASE - entry.created * DAY),
    is_active: entry.is_active,
    legacy_platform: entry.legacy_platform,
  }));
}

/** Limits and use for every client; acme's use comes from its real devices. */
export function buildLicenseOverview(acmeLicenses) {
  const rng = stream('license-overview');
  return CLIENTS.map((entry) => {
    const limits = { client: entry.client };
    const used = {};
    for (const service of ['mms', 'sms', 'calls', 'interviews', 'gps', 'photos', 'rcs', 'videos']) {
      if (entry.client === CLIENT) {
        const acme = acmeLicenses.services.find((item) => item.service === service);
        limits[service] = acme.limit;
        used[service] = acme.used;
      } else if (!entry.is_active) {
        limits[service] = 0;
        used[service] = 0;
      } else {
        limits[service] = rng.pick([0, 50, 100, 250, 1000, 5000, 100000]);
        used[service] = limits[service] === 0 ? 0 : Math.min(limits[service] + rng.int(0, 3), rng.int(0, limits[service]));
      }
    }
    return { client: entry.client, limits, used, updated_at: iso(BASE - rng.int(5, 60) * MINUTE) };
  });
}

export const LICENSE_LIMITS_ACME = { client: CLIENT, ...LICENSE_LIMITS };

export function buildCountries() {
  return [
    {
      country_code: 44,
      iso_code: 'GB',
      name: 'United Kingdom',
      carriers: [
        { name: 'EE', mcc: '234', mnc: '30', brand: 'EE', is_active: true },
        { name: 'Vodafone UK', mcc: '234', mnc: '15', brand: 'Vodafone', is_active: true },
        { name: 'O2 - UK', mcc: '234', mnc: '10', brand: 'O2', is_active: true },
        { name: 'Three', mcc: '234', mnc: '20', brand: '3', is_active: true },
        { name: 'giffgaff', mcc: '234', mnc: '10', brand: null, is_active: true },
      ],
    },
    {
      country_code: 55,
      iso_code: 'BR',
      name: 'Brazil',
      carriers: [
        { name: 'Vivo', mcc: '724', mnc: '10', brand: 'Vivo', is_active: true },
        { name: 'Claro BR', mcc: '724', mnc: '05', brand: 'Claro', is_active: true },
        { name: 'TIM', mcc: '724', mnc: '02', brand: 'TIM', is_active: true },
        { name: 'Oi', mcc: '724', mnc: '31', brand: 'Oi', is_active: false },
      ],
    },
    {
      country_code: 1,
      iso_code: 'US',
      name: 'United States',
      carriers: [
        { name: 'Verizon', mcc: '311', mnc: '480', brand: 'Verizon Wireless', is_active: true },
        { name: 'T-Mobile', mcc: '310', mnc: '260', brand: 'T-Mobile', is_active: true },
        { name: 'AT&T', mcc: '310', mnc: '410', brand: 'AT&T <Mobility>', is_active: true },
      ],
    },
    {
      country_code: 33,
      iso_code: 'FR',
      name: 'France',
      carriers: [
        { name: 'Orange F', mcc: '208', mnc: '01', brand: 'Orange', is_active: true },
        { name: 'SFR', mcc: '208', mnc: '10', brand: 'SFR', is_active: true },
        { name: 'Free', mcc: '208', mnc: '15', brand: 'Free Mobile', is_active: true },
        { name: 'Bouygues Telecom', mcc: '208', mnc: '20', brand: null, is_active: true },
      ],
    },
    {
      country_code: 91,
      iso_code: 'IN',
      name: 'India',
      carriers: [
        { name: 'Jio', mcc: '405', mnc: '857', brand: 'Jio 4G', is_active: true },
        { name: 'Airtel', mcc: '404', mnc: '10', brand: 'airtel', is_active: true },
      ],
    },
    {
      country_code: 81,
      iso_code: 'JP',
      name: 'Japan',
      carriers: [
        { name: 'NTT DOCOMO', mcc: '440', mnc: '10', brand: 'ドコモ', is_active: true },
        { name: 'SoftBank', mcc: '440', mnc: '20', brand: 'ソフトバンク', is_active: true },
      ],
    },
    {
      country_code: 49,
      iso_code: 'DE',
      name: 'Germany',
      carriers: [
        { name: 'Telekom.de', mcc: '262', mnc: '01', brand: 'Telekom', is_active: true },
        { name: 'Vodafone.de', mcc: '262', mnc: '02', brand: 'Vodafone', is_active: true },
        { name: 'o2 - de', mcc: '262', mnc: '03', brand: 'O2', is_active: true },
      ],
    },
  ];
}

export function buildStatistics(migrations) {
  const rng = stream('statistics');
  const integrity = [];
  for (const entry of CLIENTS.filter((item) => item.is_active)) {
    for (let index = 0; index < 5; index += 1) {
      const dayStart = BASE - (BASE % DAY) - (index + 1) * DAY;
      const checked = rng.int(200, 20000);
      integrity.push({
        client: entry.client,
        date: iso(dayStart).slice(0, 10),
        checked,
        missing: index === 2 && entry.client === CLIENT ? 3 : rng.bool(0.2) ? rng.int(1, 4) : 0,
        mismatched: index === 0 && entry.client === 'globex' ? 1 : 0,
        checked_at: iso(dayStart + DAY + 3 * HOUR + rng.int(0, 3600) * 1000),
      });
    }
  }
  const runStats = [];
  for (const run of migrations) {
    const tally = [...run.results.errors, ...run.results.warnings, ...run.results.successes];
    runStats.push({
      client: CLIENT,
      run_id: run.id,
      started_at: run.started_at,
      completed_at: run.finished_at ?? null,
      state: run.state,
      errors: run.results.errors.reduce((sum, item) => sum + item.count, 0),
      warnings: run.results.warnings.reduce((sum, item) => sum + item.count, 0),
      successes: run.results.successes.reduce((sum, item) => sum + item.count, 0),
      results: tally,
    });
  }
  // banco-aurora: one run touching every result kind once more.
  const started = BASE - 4 * DAY;
  const all = [...MIGRATION_RESULTS.errors, ...MIGRATION_RESULTS.warnings, ...MIGRATION_RESULTS.successes].map((result) => ({
    result,
    count: rng.int(1, 30),
  }));
  runStats.push({
    client: 'banco-aurora',
    run_id: rng.ulid(started),
    started_at: iso(started),
    completed_at: iso(started + 47 * MINUTE),
    state: 'PartialFail',
    errors: all.filter((item) => MIGRATION_RESULTS.errors.includes(item.result)).reduce((total, item) => total + item.count, 0),
    warnings: all.filter((item) => MIGRATION_RESULTS.warnings.includes(item.result)).reduce((total, item) => total + item.count, 0),
    successes: all.filter((item) => MIGRATION_RESULTS.successes.includes(item.result)).reduce((total, item) => total + item.count, 0),
    results: all,
  });
  runStats.sort((a, b) => (a.started_at < b.started_at ? 1 : -1));
  return { from: iso(BASE - (BASE % DAY) - 30 * DAY), to: iso(BASE), integrity_checks: integrity, migration_runs: runStats };
}

/** The telemetry summary of a client computed from its devices, latest telemetry and payloads, as of `now`. */
export function telemetryOf(client, { devices, telemetry, payloads }, now = BASE) {
  const latest = new Map();
  for (const report of telemetry) if (!latest.has(report.device_reference)) latest.set(report.device_reference, report);
  const reports = [...latest.values()];
  const versions = (key) => {
    const counts = new Map();
    for (const report of reports) counts.set(report[key], (counts.get(report[key]) ?? 0) + 1);
    return [...counts.entries()]
      .map(([version, count]) => ({ version, count }))
      .sort((a, b) => b.count - a.count || a.version.localeCompare(b.version));
  };
  const queued = reports.filter((report) => report.upload_queue.queued_payloads > 0);
  const oldest =
    queued
      .map((report) => report.upload_queue.oldest_queued_at)
      .filter(Boolean)
      .sort()[0] ?? null;
  const lastUpload = payloads.reduce(
    (latestUpload, payload) =>
      payload.uploaded_at && (!latestUpload || payload.uploaded_at > latestUpload) ? payload.uploaded_at : latestUpload,
    null,
  );
  return {
    client,
    generated_at: iso(now - 5 * MINUTE),
    device_count: devices.filter((device) => !device.is_deactivated).length,
    reporting_devices: reports.filter((report) => Date.parse(report.reported_at) > now - DAY).length,
    last_upload_at: lastUpload,
    last_telemetry_at:
      reports
        .map((report) => report.reported_at)
        .sort()
        .pop() ?? null,
    os_versions: versions('os_version'),
    app_versions: versions('app_version'),
    upload_queue: {
      devices_with_queue: queued.length,
      queued_payloads: queued.reduce((sum, report) => sum + report.upload_queue.queued_payloads, 0),
      oldest_queued_at: oldest,
    },
    low_battery_devices: reports.filter((report) => report.battery.level < 15).length,
    low_storage_devices: reports.filter((report) => report.storage.free_bytes < 500 * 1024 ** 2).length,
  };
}

export function clientTelemetry(client, { devices, telemetry, payloads } = {}) {
  const rng = stream(`client-telemetry-${client}`);
  if (client === CLIENT && devices) return telemetryOf(client, { devices, telemetry, payloads });
  const active = CLIENTS.find((entry) => entry.client === client)?.is_active;
  const count = active ? rng.int(20, 800) : 0;
  const reporting = active ? Math.floor(count * (0.7 + rng.float() * 0.3)) : 0;
  return {
    client,
    generated_at: iso(BASE - 5 * MINUTE),
    device_count: count,
    reporting_devices: reporting,
    last_upload_at: active ? iso(BASE - rng.int(1, 90) * MINUTE) : null,
    last_telemetry_at: active ? iso(BASE - rng.int(1, 30) * MINUTE) : null,
    os_versions: active
      ? [
          { version: '15', count: Math.floor(count * 0.5) },
          { version: '14', count: Math.floor(count * 0.35) },
          { version: '13', count: count - Math.floor(count * 0.5) - Math.floor(count * 0.35) },
        ]
      : [],
    app_versions: active
      ? [
          { version: '3.14.2', count: Math.floor(count * 0.8) },
          { version: '3.13.0', count: count - Math.floor(count * 0.8) },
        ]
      : [],
    upload_queue: active
      ? { devices_with_queue: rng.int(0, 12), queued_payloads: rng.int(0, 140), oldest_queued_at: iso(BASE - rng.int(1, 200) * HOUR) }
      : { devices_with_queue: 0, queued_payloads: 0, oldest_queued_at: null },
    low_battery_devices: active ? rng.int(0, 9) : 0,
    low_storage_devices: active ? rng.int(0, 5) : 0,
  };
}

/** A few alerts of other clients for the staff alert list. */
export function otherClientAlerts() {
  const rng = stream('other-client-alerts');
  const specs = [
    [
      'globex',
      'TransferAlert',
      'ops',
      'High',
      'Triggered',
      'Transfer failed',
      'SFTP host key changed for sftp.globex.example',
      [['Transfer', null, 'Payload']],
    ],
    ['globex', 'LambdaAlert', 'ops', 'Medium', 'Cleared', 'Ingest function throttled', 'Throttled 1,204 invocations in 5 minutes', []],
    [
      'banco-aurora',
      'MigrationAlert',
      'ops',
      'High',
      'Triggered',
      'Migração falhou',
      'Arquivo legado com colunas desconhecidas',
      [['Migration', null, 'Failed']],
    ],
    [
      'banco-aurora',
      'DeviceUserAlert',
      'sec',
      'Low',
      'Triggered',
      'Usuário sem dispositivo',
      'carlos.lima: 1 dispositivo esperado, 0 ativos',
      [['DeviceUser', 'carlos.lima', null]],
    ],
    [
      'initech',
      'PortalUserAlert',
      'sec',
      'High',
      'Triggered',
      `Denied access ${SCRIPT}`,
      `Repeated denied calls from ${IMG}`,
      [['PortalUser', 'peter.gibbons@initech.example', null]],
    ],
    ['gulf-capital', 'Notification', 'ops', 'Low', 'Triggered', 'مرحبا بكم في المنصة', 'تم إنشاء الحساب بنجاح', []],
  ];
  return specs.map(([client, type, scope, severity, state, subject, message, related], index) => {
    const last = BASE - rng.int(30, 6000) * MINUTE;
    const reference = rng.ulid(last - HOUR);
    return {
      alert_scope: scope,
      alert_type: type,
      alert_subject: subject,
      alert_reference: reference,
      alert_key: `${type}:${client}:${index}`,
      alert_key_type: index % 2 ? 'Transient' : 'Scoped',
      alert_message: message,
      alert_state: state,
      alert_severity: severity,
      expires_after: iso(last + 30 * DAY),
      cleared_reason: state === 'Cleared' ? 'Resolved by provider operations' : null,
      cleared_at: state === 'Cleared' ? iso(last + 20 * MINUTE) : null,
      cleared_by: state === 'Cleared' ? 'ops.lead@provider.example' : null,
      api_action: 'raiseNotificationAlert',
      related_entities: related.map(([entityType, id, subtype]) => relatedEntity(entityType, id ?? rng.ulid(last - DAY), subtype)),
      occurrences: [
        { time: iso(last), message: `${message} (again)` },
        { time: iso(last - HOUR), message },
      ],
      dismissed_by: [],
      first_occurrence: iso(last - HOUR),
      last_occurrence: iso(last),
      client,
    };
  });
}

export function verifyDevice() {
  const rng = stream('verify-device');
  return {
    access_token: `dat.${rng.alnum(40)}.${rng.alnum(43)}`,
    client_portal_url: `https://${CLIENT}.api.example.com`,
    enabled_services: SERVICES.filter((service) => service !== 'videos'),
    account_reference: CLIENT,
    install_state: 'NewInstall',
  };
}
