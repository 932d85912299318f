// Payloads (60, all ten types and all ten states), their comments, audit, data links and message
// threads.
import { ARABIC, EMOJI, HEBREW, HTML, IMG, MIXED_DIRECTION, QUOTES, SCRIPT, ZALGO, long } from './hostile.mjs';
import { MEDIA_BASE, MEDIA } from './media-files.mjs';
import { PORTAL_USERS } from './org.mjs';
import { stream } from './random.mjs';
import { BASE, DAY, HOUR, MINUTE, SECOND, iso, localIso, offsetMinutes, offsetText } from './time.mjs';

export const CITY = {
  'Europe/London': { lat: 51.5074, lon: -0.1278, carriers: ['EE', 'Vodafone UK', 'O2 - UK', 'Three'], imsi: '23430', ip: '81.2.69.' },
  'America/Sao_Paulo': { lat: -23.5505, lon: -46.6333, carriers: ['Vivo', 'Claro BR', 'TIM'], imsi: '72410', ip: '177.54.144.' },
  'Asia/Dubai': { lat: 25.2048, lon: 55.2708, carriers: ['Etisalat', 'du'], imsi: '42402', ip: '94.200.0.' },
  'Asia/Jerusalem': { lat: 32.0853, lon: 34.7818, carriers: ['Partner', 'Cellcom'], imsi: '42501', ip: '31.154.0.' },
  'America/New_York': { lat: 40.7128, lon: -74.006, carriers: ['Verizon', 'T-Mobile'], imsi: '31026', ip: '198.51.100.' },
};

const round = (value, places) => Number(value.toFixed(places));

// One row per payload: type, state, which device (by reference), and what is special about it.
// Messages carry a thread id and a body. `late` uploads more than 7 days after recording.
const PLAN = [
  // Calls (14)
  {
    type: 'Call',
    state: 'Processed',
    device: 'ldn-trd-001',
    parties: [['+447700900555', 'Oliver Grant (Client)', 'O']],
    comments: 3,
    receipt: true,
  },
  { type: 'Call', state: 'Processed', device: 'ldn-trd-001', parties: [['+447700900556', IMG, 'I']], comments: 1 },
  {
    type: 'Call',
    state: 'Processed',
    device: 'sao-vnd-001',
    parties: [['+5511987650001', 'Cliente Mariana 🇧🇷', 'I']],
    slot: 1,
    comments: 2,
    receipt: true,
  },
  { type: 'Call', state: 'Transferred', device: 'sao-vnd-003', parties: [['+5511987650002', 'Fornecedor <Ltda>', 'O']], transferred: true },
  {
    type: 'Call',
    state: 'Processed',
    device: 'dxb-pb-001',
    parties: [['+971501234567', 'محمد الراشد', 'O']],
    comments: 1,
    intermittent: true,
  },
  {
    type: 'Call',
    state: 'Processed',
    device: 'ldn-fx-001',
    conference: true,
    parties: [
      ['+447700900601', 'Desk A', 'CC'],
      ['+447700900602', 'Desk B', 'CC'],
      ['+12125550111', 'NY Desk 🗽', 'CC'],
    ],
    comments: 2,
  },
  { type: 'Call', state: 'Recorded', device: 'ldn-fx-003', parties: [['+447700900777', 'Mum ❤️', 'I']], late: true },
  { type: 'Call', state: 'Uploaded', device: 'ldn-cmp-001', parties: [['+447700900778', null, 'O']] },
  { type: 'Call', state: 'Failed', device: 'tlv-pb-001', parties: [['+972541234567', 'דוד כהן', 'I']] },
  { type: 'Call', state: 'Deleted', device: 'nyc-ops-001', parties: [[null, null, 'I']], comments: 1 },
  { type: 'Call', state: 'Destroyed', device: 'ldn-trd-003', parties: [['+447700900123', 'Old contact', 'O']] },
  {
    type: 'Call',
    state: 'Processed',
    device: 'nyc-ops-<b>002',
    parties: [['+12125550199', SCRIPT, 'O']],
    comments: 1,
    late: true,
    forbidden: 'GroupNotAuthorised',
  },
  { type: 'Call', state: 'Transferred', device: 'LEGACY-00731', parties: [['+447700900321', 'Legacy contact', 'I']], legacy: true },
  {
    type: 'Call',
    state: 'Processed',
    device: 'ldn-cmp-002',
    parties: [['+447700900888', 'Whistleblower hotline', 'I']],
    slot: 1,
    receipt: true,
  },
  // Aborted calls (4): inbound, not picked up, never recorded.
  { type: 'AbortedCall', state: 'Processed', device: 'ldn-trd-001', parties: [['+447700900555', 'Oliver Grant (Client)', 'I']] },
  { type: 'AbortedCall', state: 'Processed', device: 'sao-vnd-004', parties: [['+5511987650003', null, 'I']] },
  { type: 'AbortedCall', state: 'NotRecorded', device: 'dxb-pb-002', parties: [['+971559876543', 'Unknown ☎️', 'I']] },
  { type: 'AbortedCall', state: 'Transferred', device: 'LEGACY-00731', parties: [['+447700900322', null, 'I']], legacy: true },
  // Blocked calls (4): could not be recorded.
  {
    type: 'BlockedCall',
    state: 'NotRecorded',
    device: 'ldn-trd-001',
    parties: [['+447700900999', 'WhatsApp: Oliver', 'O']],
    reason: 'VOIP call (WhatsApp) cannot be recorded',
  },
  { type: 'BlockedCall', state: 'NotRecorded', device: 'sao-vnd-003', parties: [], reason: 'Missing RECORD_AUDIO permission' },
  {
    type: 'BlockedCall',
    state: 'Processed',
    device: 'ldn-fx-001',
    parties: [['+447700900603', 'Desk C', 'I']],
    reason: 'Battery below 5% — recording disabled 🔋',
  },
  {
    type: 'BlockedCall',
    state: 'Processed',
    device: 'dxb-pb-001',
    parties: [['+971501112233', null, 'O']],
    reason: `Microphone in use by another app (${ARABIC})`,
  },
  // SMS (12), MMS (5), RCS (5) in six threads.
  ...thread(
    '42',
    'ldn-trd-001',
    'SMS',
    ['+447700900555', 'Oliver Grant (Client)'],
    [
      ['I', 'Morning James, can you confirm the 10k VOD at 142.5?'],
      ['O', 'Confirmed. Booking now 👍'],
      ['I', SCRIPT],
      ['O', `${HTML}`],
      ['I', long(1000, `${IMG} long message: `)],
    ],
    { states: ['Processed', 'Processed', 'Deleted', 'Processed', 'Processed'], late: [1], comments: [0, 2] },
  ),
  ...thread(
    '108',
    'sao-vnd-001',
    ['SMS', 'MMS', 'SMS', 'MMS', 'SMS'],
    ['+5511987650001', 'Cliente Mariana 🇧🇷'],
    [
      ['I', 'Bom dia Ana! Pode mandar a proposta atualizada?'],
      ['O', 'Segue a proposta 📎'],
      ['I', 'Recebi, obrigado. E o contrato?'],
      ['O', 'Foto do contrato assinado ✍️'],
      ['I', `Perfeito ${EMOJI}`],
    ],
    { states: ['Processed', 'Processed', 'Transferred', 'Processed', 'Processed'], comments: [3] },
  ),
  ...thread(
    '7',
    'dxb-pb-001',
    ['RCS', 'RCS', 'SMS', 'RCS', 'RCS'],
    ['+971501234567', 'محمد الراشد'],
    [
      ['I', ARABIC],
      ['O', MIXED_DIRECTION],
      ['I', 'تم التأكيد ✅'],
      ['O', `${ZALGO} ${IMG}`],
      ['I', 'شكرا 🙏'],
    ],
    { states: ['Processed', 'Processed', 'Processed', 'Scanning', 'Processed'], comments: [0] },
  ),
  ...thread(
    '256',
    'nyc-ops-001',
    ['MMS', 'MMS', 'MMS', 'RCS'],
    [
      ['+12125550123', 'Trading group 📈'],
      ['+12125550124', QUOTES],
      ['+12125550125', null],
    ],
    [
      ['I', 'Chart from this morning'],
      ['O', `${SCRIPT}${IMG}`],
      ['I', 'Screenshot of the ticket <b>#4411</b>'],
      ['O', 'Noted & filed.'],
    ],
    { states: ['Processed', 'Quarantined', 'Processed', 'Processed'], comments: [1] },
  ),
  ...thread(
    '9001',
    'LEGACY-00731',
    'SMS',
    ['+447700900321', 'Legacy contact'],
    [['I', 'Message imported from the legacy platform (older form)']],
    {
      states: ['Transferred'],
      legacy: true,
      olderForm: true,
    },
  ),
  ...thread(
    '3',
    'tlv-pb-001',
    'SMS',
    ['88088', 'Bank OTP'],
    [
      ['I', 'קוד האימות שלך הוא 482913'],
      ['I', HEBREW],
    ],
    { states: ['Processed', 'Processed'] },
  ),
  // Interviews (5)
  {
    type: 'Interview',
    state: 'Processed',
    device: 'ldn-cmp-001',
    duration: 1860,
    pauses: 3,
    notes: 'Annual suitability interview with client Ms. Harper. Pauses while documents were fetched.',
    comments: 2,
    receipt: true,
  },
  {
    type: 'Interview',
    state: 'Processed',
    device: 'ldn-fx-001',
    duration: 905,
    pauses: 1,
    notes: long(1000, `${SCRIPT} interview notes: `),
    comments: 1,
  },
  { type: 'Interview', state: 'Failed', device: 'fld-eng-001', duration: 420, pauses: 0, notes: `${ARABIC} ${HEBREW}` },
  { type: 'Interview', state: 'Transferred', device: 'ldn-cmp-002', duration: 2400, pauses: 5, notes: HTML, transferred: true },
  {
    type: 'Interview',
    state: 'Processed',
    device: 'sao-vnd-003',
    duration: 610,
    pauses: 2,
    notes: 'Entrevista com cliente — revisão de perfil de investidor 📝',
    late: true,
  },
  // Photos (5)
  {
    type: 'Photo',
    state: 'Processed',
    device: 'fld-eng-001',
    media: 'photo-landscape',
    notes: 'Site survey: north elevation 🏗️',
    comments: 1,
    receipt: true,
  },
  { type: 'Photo', state: 'Processed', device: 'sao-vnd-001', media: 'photo-document', notes: 'Contrato assinado — página 1', late: true },
  { type: 'Photo', state: 'Uploaded', device: 'Tablet (Field Kit 7)', media: 'photo-portrait', notes: IMG },
  { type: 'Photo', state: 'Quarantined', device: 'nyc-ops-001', media: 'photo-night', notes: `${SCRIPT} suspicious attachment` },
  { type: 'Photo', state: 'Processed', device: 'ldn-cmp-002', media: 'photo-square', notes: null, comments: 1 },
  // Videos (3)
  { type: 'Video', state: 'Processed', device: 'fld-eng-001', duration: 6, notes: 'Walk-through of the plant room 🎥', comments: 1 },
  { type: 'Video', state: 'Scanning', device: 'sao-vnd-004', duration: 5, notes: 'Vídeo da reunião' },
  { type: 'Video', state: 'Recorded', device: 'ldn-cmp-002', duration: 6, notes: `${HEBREW} ${EMOJI}` },
  // Diagnostics (3)
  { type: 'Diagnostics', state: 'Processed', device: 'ldn-trd-001', command: true },
  { type: 'Diagnostics', state: 'Processed', device: 'dxb-pb-002', forbidden: 'TypeNotAuthorised' },
  { type: 'Diagnostics', state: 'Uploaded', device: 'fld-eng-001', command: true },
];

function thread(threadId, device, types, parties, messages, options = {}) {
  const list = Array.isArray(parties[0]) ? parties : [parties];
  return messages.map(([direction, body], index) => ({
    type: Array.isArray(types) ? types[index] : types,
    state: options.states?.[index] ?? 'Processed',
    device,
    threadId,
    threadIndex: index,
    direction,
    body,
    messageParties: list,
    late: options.late?.includes(index),
    threadHasLate: Boolean(options.late?.length),
    legacy: options.legacy,
    olderForm: options.olderForm,
    comments: options.comments?.includes(index) ? 1 : 0,
  }));
}

const STATE_HAS_UPLOAD = new Set(['Uploaded', 'Processed', 'Transferred', 'Deleted', 'Destroyed', 'Failed', 'Scanning', 'Quarantined']);
const STATE_HAS_PROCESSED = new Set(['Processed', 'Transferred', 'Deleted', 'Destroyed']);

function location(rng, timezone, time, jitter = 0.05) {
  const city = CITY[timezone];
  return {
    latitude: round(city.lat + (rng.float() - 0.5) * jitter, 6),
    longitude: round(city.lon + (rng.float() - 0.5) * jitter, 6),
    accuracy: round(3 + rng.float() * 40, 1),
    altitude: round(10 + rng.float() * 60, 1),
    timestamp: iso(time),
    provider: rng.pick(['gps', 'fused', 'network']),
  };
}

/** Builds the payload records plus everything hanging off them. */
export function buildPayloads({ devices, users }) {
  const rng = stream('payloads');
  const byReference = new Map(devices.map((device) => [device.device_reference, device]));
  const userByReference = new Map(users.map((user) => [user.device_user_reference, user]));
  const payloads = [];
  const threadTimes = new Map();
  const callMedia = ['call-1.wav', 'call-2.wav', 'call-3.wav'];
  const interviewMedia = ['interview-1.wav', 'interview-2.wav'];
  const videoMedia = ['video-1.webm', 'video-2.mp4'];

  PLAN.forEach((plan, index) => {
    const device = byReference.get(plan.device);
    if (!device) throw new Error(`payload plan ${index}: unknown device ${plan.device}`);
    const user = userByReference.get(device.device_user_reference);
    const timezone = device._timezone;
    // Recording time: inside the device's active period, within the last 30 days where possible.
    const end = device.deactivation_date ? Date.parse(device.deactivation_date) - HOUR : BASE - 40 * MINUTE;
    const start = plan.legacy ? end - 200 * DAY : end - 28 * DAY;
    let time;
    if (plan.threadId) {
      // Messages of a thread follow each other a few minutes apart.
      const previous = threadTimes.get(plan.threadId);
      time =
        previous === undefined
          ? plan.threadHasLate
            ? BASE - rng.int(15, 20) * DAY
            : start + rng.float() * (end - start - 2 * DAY)
          : previous + rng.int(2, 45) * MINUTE + rng.int(0, 59) * SECOND;
      threadTimes.set(plan.threadId, time);
    } else {
      time = Math.floor(start + rng.float() * (end - start));
    }
    time = Math.floor(time / SECOND) * SECOND;
    if (plan.late && plan.state === 'Recorded') time = BASE - rng.int(9, 14) * DAY;

    const reference = plan.legacy ? rng.uuid() : rng.ulid(time + rng.int(100, 900));
    const phone = device.phone_numbers[plan.slot ?? 0] ?? device.phone_numbers[0];
    const city = CITY[timezone];
    const uploadDelay = plan.late ? rng.int(8, 12) * DAY + rng.int(0, 12) * HOUR : rng.int(5, 600) * SECOND;
    // A late upload still happened before "now".
    if (plan.late && plan.state !== 'Recorded' && time + uploadDelay > BASE - 2 * HOUR)
      time = Math.floor((BASE - 2 * HOUR - uploadDelay - rng.int(0, 48) * HOUR) / SECOND) * SECOND;
    const uploaded = STATE_HAS_UPLOAD.has(plan.state) ? time + uploadDelay : null;
    const processed = STATE_HAS_PROCESSED.has(plan.state) ? uploaded + rng.int(20, 300) * SECOND : null;
    const offset = offsetMinutes(timezone, time);

    const meta = {
      iv: rng.base64(12),
      payload_reference: reference,
      timezone,
      timezone_offset: offsetText(offset),
      local_time: localIso(time, timezone).slice(0, 19),
      payload_time: iso(time),
      payload_location: location(rng, timezone, time),
    };
    if (rng.bool(0.4)) meta.last_known_location = location(rng, timezone, time - rng.int(2, 50) * MINUTE, 0.1);
    if (phone) {
      meta.payload_carrier_metadata = {
        carrier_name: city.carriers[(plan.slot ?? 0) % city.carriers.length],
        phone_number: phone.phone_number,
        slot_index: phone.slot_index,
        is_default_voice: phone.slot_index === 0,
        is_default_message: phone.slot_index === 0,
        is_default_data: phone.slot_index === (device.phone_numbers.length > 1 ? 1 : 0),
      };
    }
    meta.imeis = device.imeis;

    let secondParties = [];
    let media = null;
    let duration = 0;
    if (['Call', 'AbortedCall', 'BlockedCall'].includes(plan.type)) {
      const aborted = plan.type === 'AbortedCall';
      const blocked = plan.type === 'BlockedCall';
      duration = aborted || blocked ? 0 : rng.int(35, 900);
      const full = plan.intermittent ? duration + rng.int(30, 180) : duration;
      const ring = rng.int(3, 25);
      meta.payload_end_time = iso(time + (aborted ? ring : full) * SECOND);
      meta.voice_source = rng.pick(['MIC', 'MIC', 'BT', 'HEADSET']);
      meta.signal_strength = rng.int(1, 4);
      meta.size = aborted || blocked ? 0 : duration * 4000 + rng.int(0, 3999);
      meta.second_parties = plan.parties.map(([number, name, direction], partyIndex) => {
        const party = { phone_number: number, contact_name: name, direction, start_time: iso(time + partyIndex * 20 * SECOND) };
        if (aborted) party.duration = 0;
        else {
          party.duration = Math.max(0, full - partyIndex * 20);
          party.connection_time = iso(time + (partyIndex * 20 + ring) * SECOND);
        }
        return party;
      });
      meta.is_intermittent = Boolean(plan.intermittent);
      meta.payload_full_duration = full;
      if (blocked) meta.reason_for_blocking = plan.reason;
      secondParties = plan.parties.map(([number]) => number);
      if (!aborted && !blocked) media = callMedia[index % callMedia.length];
    } else if (['SMS', 'MMS', 'RCS'].includes(plan.type)) {
      const body = plan.body;
      if (plan.olderForm) {
        meta.second_party = plan.messageParties[0][0];
        meta.saved_name_for_second_party = plan.messageParties[0][1];
      } else {
        meta.message_parties = plan.messageParties.map(([number, name]) => ({
          phone_number: number,
          contact_name: name,
          direction: plan.direction,
        }));
      }
      meta.imsi = `${city.imsi}${rng.digits(10)}`;
      meta.direction = plan.direction;
      meta.length = [...body].length;
      meta.thread_id = plan.threadId;
      meta.message_id = rng.hex(32);
      meta.telecom_stats = {
        segments: Math.max(1, Math.ceil([...body].length / 153)),
        status: plan.direction === 'O' ? 'delivered' : 'received',
      };
      meta.message_body = body;
      if (plan.type === 'MMS') {
        const image = MEDIA.photos[index % MEDIA.photos.length];
        meta.attachments = [{ content_type: 'image/png', file_name: image, size: MEDIA.sizes[image] ?? 0 }];
        media = image;
      } else media = 'message.txt';
      secondParties = plan.messageParties.map(([number]) => number);
    } else if (plan.type === 'Interview') {
      duration = plan.duration;
      const pauses = [];
      let cursor = 0;
      for (let pause = 0; pause < plan.pauses; pause += 1) {
        cursor += rng.int(60, Math.max(90, Math.floor(duration / (plan.pauses + 1))));
        const length = rng.int(10, 120);
        pauses.push({ start_time: cursor, duration: length });
        cursor += length;
      }
      meta.payload_end_time = iso(time + (duration + pauses.reduce((sum, pause) => sum + pause.duration, 0)) * SECOND);
      meta.payload_duration = duration;
      meta.payload_notes = plan.notes;
      meta.interview_pause_times = pauses;
      media = interviewMedia[index % interviewMedia.length];
    } else if (plan.type === 'Photo' || plan.type === 'Video') {
      duration = plan.type === 'Video' ? plan.duration : 0;
      meta.payload_duration = duration;
      meta.payload_notes = plan.notes;
      media = plan.type === 'Photo' ? `${plan.media}.png` : videoMedia[index % videoMedia.length];
    } else if (plan.type === 'Diagnostics') {
      meta.file_name = `diagnostics-${device.device_reference.replace(/[^A-Za-z0-9-]/g, '_')}-${iso(time).slice(0, 10)}.zip`;
      meta.file_size = MEDIA.sizes['diagnostics.zip'] ?? 2048;
      media = 'diagnostics.zip';
    }

    const ownNumbers = device.phone_numbers.map((entry) => entry.phone_number);
    const payload = {
      payload_reference: reference,
      payload_type: plan.type,
      payload_state: plan.state,
      device_reference: device.device_reference,
      device_user_reference: user.device_user_reference,
      group: user.group,
      device_ip: index === 5 ? `2001:db8:85a3::8a2e:370:${rng.hex(4)}` : `${city.ip}${rng.int(2, 254)}`,
      key_id: `arn:aws:kms:eu-west-2:111122223333:key/${stream(`key-${timezone}`).uuid()}`,
      encrypted_dek: rng.base64(184),
      s3_path: uploaded
        ? `s3://acme-payloads-eu-west-2/payloads/${iso(time).slice(0, 10).replaceAll('-', '/')}/${reference}.bin`
        : undefined,
      meta,
      checksum: rng.hex(64),
      is_legacy: Boolean(plan.legacy),
      is_late: Boolean(plan.late),
      legacy_payload_reference: plan.legacy ? `LGC-${rng.digits(9)}` : null,
      legacy_processed_time: plan.legacy ? iso(time + rng.int(1, 6) * HOUR) : undefined,
      all_numbers: [...ownNumbers, ...secondParties],
      second_party_numbers: secondParties,
      uploaded_at: uploaded ? iso(uploaded) : undefined,
      processed_at: processed ? iso(processed) : undefined,
      transferred_at: undefined,
      receipt_confirmed_at: undefined,
      receipt_confirmed_by: undefined,
      updated_at: iso(processed ?? uploaded ?? time),
      updated_by: PORTAL_USERS.system,
      // Helpers for the other builders (stripped before output).
      _time: time,
      _media: media,
      _duration: duration,
      _plan: plan,
    };
    if (plan.state === 'Transferred' || plan.transferred) {
      payload.transferred_at = iso(Math.min(BASE - 30 * MINUTE, (processed ?? uploaded ?? time) + rng.int(1, 20) * HOUR));
    }
    if (plan.receipt) {
      payload.receipt_confirmed_at = iso(Math.min(BASE - HOUR, (processed ?? time) + rng.int(2, 72) * HOUR));
      payload.receipt_confirmed_by = index % 2 ? PORTAL_USERS.app : PORTAL_USERS.reviewer;
      payload.updated_at = payload.receipt_confirmed_at;
      payload.updated_by = payload.receipt_confirmed_by;
    }
    if (plan.state === 'Deleted' || plan.state === 'Destroyed') {
      const deletedAt = Math.min(BASE - 2 * HOUR, (processed ?? time) + rng.int(1, 10) * DAY);
      payload.updated_at = iso(deletedAt);
      payload.updated_by = plan.state === 'Deleted' ? PORTAL_USERS.admin : PORTAL_USERS.system;
    }
    payloads.push(payload);
  });
  // Newest first, as lists return them.
  payloads.sort((a, b) => b._time - a._time || a.payload_reference.localeCompare(b.payload_reference));
  return payloads;
}

// ---------------------------------------------------------------------------------------------
const COMMENT_TEXTS = [
  'Client confirms the trade at the quoted price — OK from a compliance point of view.',
  'Possible front-running: the client is told about a large order before it is placed. Escalating.',
  `Please check this section ${SCRIPT}`,
  `${IMG} needs review`,
  `${ARABIC} — يرجى المراجعة`,
  `${HEBREW}`,
  `Reviewed ✅🎧 nothing to report ${EMOJI}`,
  long(1000, `${HTML} `),
  'Revisado: conversa dentro da política de vendas.',
  QUOTES,
];

/** Comments on payloads: open and closed, pinned to time ranges inside recordings. */
export function buildComments(payloads) {
  const rng = stream('comments');
  const comments = [];
  let textIndex = 0;
  for (const payload of [...payloads].sort((a, b) => a._time - b._time)) {
    const count = payload._plan.comments ?? 0;
    for (let index = 0; index < count; index += 1) {
      const raisedAt = Math.min(BASE - 30 * MINUTE, payload._time + rng.int(2, 96) * HOUR + index * 37 * MINUTE);
      const version = rng.pick([1, 1, 2, 3]);
      const closed = (textIndex + 1) % 4 === 0;
      const author = rng.pick([PORTAL_USERS.reviewer, PORTAL_USERS.supervisor, PORTAL_USERS.auditor, PORTAL_USERS.hostile]);
      const comment = {
        comment_id: rng.ulid(raisedAt),
        comment_body: COMMENT_TEXTS[textIndex % COMMENT_TEXTS.length],
        raised_by: author,
        raised_at: iso(raisedAt),
        comment_version: version,
        is_closed: closed,
        payload_reference: payload.payload_reference,
        payload_type: payload.payload_type,
        group: payload.group,
      };
      if (version > 1) {
        comment.updated_by = author;
        comment.updated_at = iso(Math.min(BASE - 20 * MINUTE, raisedAt + rng.int(5, 300) * MINUTE));
      }
      if (closed) {
        comment.closed_by = PORTAL_USERS.admin;
        comment.closed_at = iso(Math.min(BASE - 10 * MINUTE, raisedAt + rng.int(1, 4) * DAY));
      }
      // Time ranges inside the recording (kept within the first seconds, so they also fall inside
      // the short sample media the mock serves).
      if (payload._duration > 0) {
        const start = round(rng.float() * Math.min(5, payload._duration - 1), 1);
        comment.comment_duration = { start_time: start, duration: round(Math.min(payload._duration - start, 0.5 + rng.float() * 3), 1) };
      }
      comments.push(comment);
      textIndex += 1;
    }
  }
  comments.sort((a, b) => (a.raised_at < b.raised_at ? 1 : a.raised_at > b.raised_at ? -1 : 0));
  return comments;
}

/** Audit records and receipts per payload, consistent with the payload and its comments. */
export function buildAudits(payloads, comments) {
  const rng = stream('audit');
  const audits = new Map();
  for (const payload of payloads) {
    const records = [];
    const base = payload.processed_at ? Date.parse(payload.processed_at) : payload._time;
    const viewers = rng.int(0, 3);
    for (let index = 0; index < viewers; index += 1) {
      const user = rng.pick([PORTAL_USERS.reviewer, PORTAL_USERS.supervisor, PORTAL_USERS.auditor, PORTAL_USERS.app]);
      const at = Math.min(BASE - 5 * MINUTE, base + rng.int(1, 200) * HOUR);
      records.push({ portal_user: user, action: 'GetPayload', time: iso(at) });
      if (payload._media && rng.bool(0.7))
        records.push({
          portal_user: user,
          action: rng.pick(['GetPayloadData', 'GetPayloadData:play', 'GetPayloadData:download']),
          time: iso(at + rng.int(5, 90) * SECOND),
        });
    }
    for (const comment of comments.filter((entry) => entry.payload_reference === payload.payload_reference)) {
      records.push({ portal_user: comment.raised_by, action: 'CreatePayloadComment', time: comment.raised_at });
      if (comment.updated_at) records.push({ portal_user: comment.updated_by, action: 'UpdatePayloadComment', time: comment.updated_at });
      if (comment.closed_at) records.push({ portal_user: comment.closed_by, action: 'ClosePayloadComment', time: comment.closed_at });
    }
    const receipts = [];
    if (payload.receipt_confirmed_at) {
      receipts.push({ user: payload.receipt_confirmed_by, time: payload.receipt_confirmed_at });
      records.push({ portal_user: payload.receipt_confirmed_by, action: 'ConfirmReceipts', time: payload.receipt_confirmed_at });
    }
    if (payload.payload_state === 'Deleted')
      records.push({ portal_user: payload.updated_by, action: 'DeletePayload', time: payload.updated_at });
    if (payload.payload_state === 'Destroyed')
      records.push({ portal_user: PORTAL_USERS.system, action: 'DestroyPayload (retention policy)', time: payload.updated_at });
    records.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
    audits.set(payload.payload_reference, { records, receipts });
  }
  return audits;
}

const NO_DATA_STATES = new Set(['NotRecorded', 'Recorded', 'Uploaded', 'Failed', 'Scanning', 'Quarantined', 'Deleted', 'Destroyed']);

/** The payload data answer (pre-signed link or why not) for one payload. */
export function payloadData(payload) {
  const forbidden = payload._plan.forbidden;
  if (forbidden) return { payload_reference: payload.payload_reference, status: forbidden, s3_url: null };
  if (!payload._media || NO_DATA_STATES.has(payload.payload_state))
    return { payload_reference: payload.payload_reference, status: 'NoS3Url', s3_url: null };
  const signature = stream(`signature-${payload.payload_reference}`).hex(64);
  return {
    payload_reference: payload.payload_reference,
    status: 'Ok',
    s3_url: `${MEDIA_BASE}/${payload._media}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=900&X-Amz-Signature=${signature}`,
  };
}

/** Message threads: every SMS, MMS and RCS payload grouped by thread_id, oldest first. */
export function buildThreads(payloads) {
  const threads = new Map();
  for (const payload of payloads) {
    const threadId = payload.meta.thread_id;
    if (!threadId) continue;
    if (!threads.has(threadId)) threads.set(threadId, []);
    threads.get(threadId).push(payload);
  }
  for (const list of threads.values()) list.sort((a, b) => a._time - b._time);
  return threads;
}
