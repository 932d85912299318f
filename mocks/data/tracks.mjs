// GPS tracks (plausible routes in London, São Paulo and Dubai), device logs at every level and
// device commands (all eight names, every state).
import { IMG, SCRIPT, ARABIC, long } from './hostile.mjs';
import { PORTAL_USERS } from './org.mjs';
import { stream } from './random.mjs';
import { BASE, DAY, HOUR, MINUTE, SECOND, iso } from './time.mjs';

const ROUTES = [
  {
    device: 'ldn-trd-001',
    timezone: 'Europe/London',
    // Canary Wharf -> Limehouse -> Tower Gateway -> Bank -> St Paul's -> Holborn -> Oxford Circus
    points: [
      [51.5054, -0.0235],
      [51.5096, -0.0269],
      [51.5125, -0.0397],
      [51.5113, -0.0566],
      [51.5105, -0.0743],
      [51.5133, -0.0886],
      [51.5138, -0.0984],
      [51.5174, -0.12],
      [51.5152, -0.1419],
    ],
    trips: [
      { start: BASE - 2 * DAY - 90 * MINUTE, minutes: 42, reverse: false },
      { start: BASE - 2 * DAY + 8 * HOUR + 20 * MINUTE, minutes: 48, reverse: true },
    ],
    altitude: 18,
  },
  {
    device: 'sao-vnd-001',
    timezone: 'America/Sao_Paulo',
    // MASP (Av. Paulista) -> Consolação -> Rebouças -> Faria Lima -> Vila Olímpia -> Berrini
    points: [
      [-23.5614, -46.6559],
      [-23.5578, -46.6608],
      [-23.5667, -46.673],
      [-23.577, -46.688],
      [-23.5955, -46.686],
      [-23.608, -46.694],
    ],
    trips: [{ start: BASE - 1 * DAY + 2 * HOUR, minutes: 55, reverse: false }],
    altitude: 760,
  },
  {
    device: 'dxb-pb-001',
    timezone: 'Asia/Dubai',
    // Dubai Marina -> Media City -> Al Sufouh -> DIFC
    points: [
      [25.0805, 55.1403],
      [25.0972, 55.1566],
      [25.1181, 55.2006],
      [25.1972, 55.2744],
      [25.2117, 55.2796],
    ],
    trips: [{ start: BASE - 3 * DAY - 4 * HOUR, minutes: 30, reverse: false }],
    altitude: 5,
  },
];

/** GPS points, newest first. */
export function buildGps(devices) {
  const rng = stream('gps');
  const byReference = new Map(devices.map((device) => [device.device_reference, device]));
  const points = [];
  for (const route of ROUTES) {
    const device = byReference.get(route.device);
    for (const trip of route.trips) {
      const path = trip.reverse ? [...route.points].reverse() : route.points;
      const samples = Math.floor(trip.minutes / 1.5);
      for (let index = 0; index <= samples; index += 1) {
        const progress = (index / samples) * (path.length - 1);
        const segment = Math.min(path.length - 2, Math.floor(progress));
        const local = progress - segment;
        const [lat1, lon1] = path[segment];
        const [lat2, lon2] = path[segment + 1];
        const time = Math.floor((trip.start + index * 1.5 * MINUTE + rng.int(-20, 20) * SECOND) / SECOND) * SECOND;
        const provider = index % 7 === 3 ? 'network' : rng.pick(['gps', 'gps', 'fused']);
        points.push({
          gps_reference: rng.ulid(time),
          accuracy: provider === 'network' ? Number((25 + rng.float() * 60).toFixed(1)) : Number((3 + rng.float() * 9).toFixed(1)),
          altitude: Number((route.altitude + (rng.float() - 0.5) * 8).toFixed(1)),
          latitude: Number((lat1 + (lat2 - lat1) * local + (rng.float() - 0.5) * 0.0006).toFixed(6)),
          longitude: Number((lon1 + (lon2 - lon1) * local + (rng.float() - 0.5) * 0.0006).toFixed(6)),
          timestamp: iso(time),
          timezone: route.timezone,
          provider,
          device_reference: device.device_reference,
          device_user_reference: device.device_user_reference,
          group: device.group,
        });
      }
    }
  }
  points.sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0));
  return points;
}

/** A UUIDv7-shaped id whose first 48 bits are the time (UUIDTimestamp: at least 32 characters). */
function uuid7(rng, time) {
  const hex = time.toString(16).padStart(12, '0');
  const random = rng.hex(20);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${random.slice(0, 3)}-${'89ab'[rng.int(0, 3)]}${random.slice(3, 6)}-${random.slice(6, 18)}`;
}

const LOG_LINES = [
  ['CaptureService', 'DEBUG', 'Foreground service heartbeat (queue=%q)'],
  ['UploadWorker', 'INFO', 'Uploaded payload %p in 1.8 s'],
  ['UploadWorker', 'WARN', 'Upload of payload %p retried: HTTP 503 from upload URL'],
  ['CallRecorder', 'INFO', 'Call recording started (source MIC, SIM slot 0)'],
  ['CallRecorder', 'ERROR', 'Recording blocked: VOIP call cannot be recorded'],
  ['SmsObserver', 'DEBUG', 'New SMS in thread 42 captured'],
  ['SmsObserver', 'WARN', `Contact name could not be parsed: ${SCRIPT}`],
  ['GpsTracker', 'DEBUG', 'Location fix accuracy 6.2 m (provider gps)'],
  ['GpsTracker', 'WARN', 'Location permission downgraded to approximate'],
  ['CommandReceiver', 'INFO', 'Command sync_data acknowledged'],
  ['AuthManager', 'ERROR', 'Token refresh failed: 401 Unauthorized'],
  ['AuthManager', 'INFO', 'Device authenticated, install state NoChange'],
  ['DiagnosticsCollector', 'INFO', 'Diagnostics bundle created (3 files)'],
  ['StorageMonitor', 'WARN', 'Free storage below 500 MB'],
  [
    'CrashHandler',
    'ERROR',
    long(1000, `java.lang.IllegalStateException: ${IMG}\n\tat com.example.capture.CallRecorder.start(CallRecorder.kt:211)\n`),
  ],
  ['SmsObserver', 'INFO', `Message body preview: ${ARABIC}`],
];

/** Device logs at every level, newest first. Some point at payloads of the same device. */
export function buildDeviceLogs(devices, payloads) {
  const rng = stream('device-logs');
  const logs = [];
  const active = devices.filter((device) => device.activated_at || device.is_legacy);
  let lineIndex = 0;
  for (const device of active) {
    const devicePayloads = payloads.filter((payload) => payload.device_reference === device.device_reference);
    const count = device.is_deactivated ? 2 : rng.int(3, 6);
    const last = device.last_seen ? Date.parse(device.last_seen) : BASE - 10 * DAY;
    for (let index = 0; index < count; index += 1) {
      const [logClass, level, template] = LOG_LINES[lineIndex % LOG_LINES.length];
      lineIndex += 1;
      const time = Math.floor((last - rng.int(0, 5 * 24 * 60) * MINUTE - rng.int(0, 59) * SECOND) / 1000) * 1000 + rng.int(0, 999);
      const payload = template.includes('%p') && devicePayloads.length ? rng.pick(devicePayloads) : null;
      const message = template.replace('%p', payload ? payload.payload_reference : 'unknown').replace('%q', String(rng.int(0, 4)));
      const log = {
        log_id: uuid7(rng, time),
        log_class: logClass,
        log_level: level,
        log_datetime: iso(time, { millis: true }),
        local_timezone: device._timezone,
        log_message: message,
        device_reference: device.device_reference,
        device_user_reference: device.device_user_reference,
        group: device.group,
      };
      if (payload) log.payload_reference = payload.payload_reference;
      logs.push(log);
    }
  }
  logs.sort((a, b) => (a.log_datetime < b.log_datetime ? 1 : a.log_datetime > b.log_datetime ? -1 : 0));
  return logs;
}

const COMMAND_PARAMS = {
  sync_data: () => ({}),
  diagnostics_upload: () => ({ include_logs: true, include_telemetry: true }),
  reupload_sms_messages: (time) => ({ from: iso(time - 7 * DAY).slice(0, 10), to: iso(time).slice(0, 10) }),
  sms_auto_response: () => ({ enabled: true, message: "I'm driving 🚗 — will reply soon. <b>Não responda</b>" }),
  remove_device_admin: () => ({}),
  send_verification_sms: (time, device) => ({ phone_number: device.phone_numbers[0]?.phone_number ?? '+447700900000' }),
  allow_factory_reset: () => ({ allowed: true, valid_for_minutes: 30 }),
  allow_power_off: () => ({ allowed: false }),
};

// name, state, device
const COMMANDS = [
  ['sync_data', 'Completed', 'ldn-trd-001'],
  ['sync_data', 'Sent', 'sao-vnd-001'],
  ['sync_data', 'Acknowledged', 'dxb-pb-001'],
  ['reupload_sms_messages', 'Completed', 'ldn-trd-001'],
  ['reupload_sms_messages', 'Failed', 'tlv-pb-001'],
  ['sms_auto_response', 'Acknowledged', 'ldn-fx-001'],
  ['sms_auto_response', 'Completed', 'sao-vnd-003'],
  ['remove_device_admin', 'Completed', 'ldn-trd-003'],
  ['remove_device_admin', 'Failed', 'fld-eng-002'],
  ['send_verification_sms', 'Sent', 'ldn-cmp-001'],
  ['send_verification_sms', 'Completed', 'nyc-ops-<b>002'],
  ['allow_factory_reset', 'Sent', 'Tablet (Field Kit 7)'],
  ['allow_factory_reset', 'Acknowledged', 'ldn-fx-003'],
  ['allow_power_off', 'Completed', 'ldn-cmp-002'],
  ['allow_power_off', 'Failed', 'sao-vnd-004'],
  ['diagnostics_upload', 'Sent', 'nyc-ops-001'],
  ['diagnostics_upload', 'Failed', 'dxb-pb-002'],
];

/** Device commands, newest first. Diagnostics payloads that came from a command get its reference. */
export function buildCommands(devices, payloads) {
  const rng = stream('commands');
  const byReference = new Map(devices.map((device) => [device.device_reference, device]));
  const commands = [];
  const make = (name, state, device, sent) => {
    const command = {
      command: name,
      params: COMMAND_PARAMS[name](sent, device),
      device_reference: device.device_reference,
      command_reference: rng.ulid(sent),
      group: device.group,
      state,
      raised_by: rng.pick([PORTAL_USERS.admin, PORTAL_USERS.admin, PORTAL_USERS.supervisor, PORTAL_USERS.app]),
      sent_at: iso(sent),
    };
    if (state === 'Completed' || state === 'Failed') command.completed_at = iso(sent + rng.int(20, 1800) * SECOND);
    else command.completed_at = null;
    commands.push(command);
    return command;
  };
  for (const [name, state, reference] of COMMANDS) {
    const device = byReference.get(reference);
    if (!device) throw new Error(`command for unknown device ${reference}`);
    const ceiling = device.last_seen ? Date.parse(device.last_seen) : BASE - HOUR;
    const sent = Math.floor((ceiling - rng.int(10, 14 * 24 * 60) * MINUTE) / SECOND) * SECOND;
    make(name, state, device, sent);
  }
  for (const payload of payloads.filter((entry) => entry.payload_type === 'Diagnostics' && entry._plan.command)) {
    const device = byReference.get(payload.device_reference);
    const command = make('diagnostics_upload', 'Completed', device, payload._time - rng.int(2, 9) * MINUTE);
    command.completed_at = iso(payload._time + rng.int(30, 240) * SECOND);
    payload.meta.command_reference = command.command_reference;
  }
  commands.sort((a, b) => (a.sent_at < b.sent_at ? 1 : a.sent_at > b.sent_at ? -1 : 0));
  return commands;
}
