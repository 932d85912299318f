// Growing the seeded organisation: to 5,000 devices and 100,000 payloads for paging, totals and
// CSV export at scale (`npm start -- --large`, scripts/bench-sandbox.mjs), or to a few hundred
// payloads for an end-to-end test of paging. Deterministic.
import { stream } from '../../data/random.mjs';
import { BASE, DAY, SECOND } from '../../data/time.mjs';
import type { SeedDevice, SeedDeviceUser, SeedPayload } from '../../data/world.mjs';
import type { Org } from './org';
import { shiftDates, type Growth, type SeedOptions } from './seed';

/** The large seed (`--large`). */
export const LARGE: Growth = { devices: 5_000, payloads: 100_000 };
const DEVICES_PER_USER = 2;

const FIRST_NAMES = [
  'Alex',
  'Beatriz',
  'Chen',
  'Dara',
  'Elif',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Kemi',
  'Lucas',
  'Maya',
  'Nikhil',
  'Olga',
  'Pedro',
];
const SURNAMES = [
  'Almeida',
  'Baker',
  'Cohen',
  'Duarte',
  'Evans',
  'Fischer',
  'Gomes',
  'Haddad',
  'Ito',
  'Jensen',
  'Khan',
  'Lopes',
  'Moreau',
  'Novak',
  'Okoro',
  'Park',
];

const pad = (value: number) => String(value).padStart(5, '0');

function growUsers(org: Org, count: number): SeedDeviceUser[] {
  const template = org.users.find((user) => user.is_active && !user.is_legacy) ?? org.users[0]!;
  const groups = org.groups.map((group) => group.group_reference);
  return Array.from({ length: count }, (_, index) => {
    const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
    const surname = SURNAMES[Math.floor(index / FIRST_NAMES.length) % SURNAMES.length]!;
    const reference = `${first}.${surname}.${pad(index + 1)}`.toLowerCase();
    return {
      ...structuredClone(template),
      device_user_reference: reference,
      group: groups[index % groups.length]!,
      services: ['calls', 'sms', 'mms', 'rcs', 'gps', 'photos', 'videos', 'interviews'],
      expected_device_count: DEVICES_PER_USER,
      email: `${reference}@${org.client}.example`,
      first_name: first,
      surname,
    };
  });
}

function growDevices(org: Org, users: SeedDeviceUser[], count: number): SeedDevice[] {
  const rng = stream('large-devices');
  const templates = org.devices.filter((device) => device._state === 'active' && device.phone_numbers.length > 0);
  return Array.from({ length: count }, (_, index) => {
    const user = users[Math.floor(index / DEVICES_PER_USER) % users.length]!;
    const device = structuredClone(templates[index % templates.length]!);
    return {
      ...device,
      device_reference: `dev-${pad(index + 1)}`,
      device_user_reference: user.device_user_reference,
      group: user.group,
      email: user.email,
      first_name: user.first_name,
      surname: user.surname,
      imeis: [rng.imei('35')],
      phone_numbers: device.phone_numbers.slice(0, 1).map((phone) => ({ ...phone, phone_number: `+4477009${rng.digits(5)}` })),
      serial_number: `R${rng.digits(2)}${rng.alnum(8).toUpperCase()}`,
      installation_id: rng.uuid(),
    };
  });
}

function growPayloads(org: Org, devices: SeedDevice[], count: number, seed: SeedOptions): SeedPayload[] {
  const rng = stream('large-payloads');
  const templates = org.payloads;
  const span = 365 * DAY;
  const newest = BASE + seed.shiftDays * DAY - DAY;
  return Array.from({ length: count }, (_, index) => {
    const template = templates[index % templates.length]!;
    const device = devices[index % devices.length]!;
    const { _plan, ...rest } = template;
    const payload = structuredClone(rest) as SeedPayload;
    payload._plan = _plan;
    const time = Math.floor((newest - (index / count) * span - rng.int(0, 3600) * SECOND) / SECOND) * SECOND;
    shiftDates(payload, time - template._time);
    const reference = rng.ulid(time + rng.int(100, 900));
    payload.payload_reference = reference;
    payload.meta = { ...payload.meta, payload_reference: reference } as SeedPayload['meta'];
    if (payload.meta && 'thread_id' in payload.meta && payload.meta.thread_id)
      payload.meta.thread_id = `${payload.meta.thread_id}-${device.device_reference}`;
    payload.device_reference = device.device_reference;
    payload.device_user_reference = device.device_user_reference;
    payload.group = device.group;
    payload.is_legacy = false;
    payload.legacy_payload_reference = null;
    return payload;
  });
}

/** Grows the organisation in place to `growth` (no smaller than the seed). */
export function grow(org: Org, seed: SeedOptions, growth: Growth): void {
  const deviceCount = Math.max(0, growth.devices - org.devices.length);
  const users = growUsers(org, Math.ceil(deviceCount / DEVICES_PER_USER));
  const devices = growDevices(org, users, deviceCount);
  const payloads = growPayloads(org, devices.length ? devices : org.devices, Math.max(0, growth.payloads - org.payloads.length), seed);
  org.users.push(...users);
  org.devices.push(...devices);
  org.payloads.push(...payloads);
  org.payloads.sort((a, b) => b._time - a._time || (a.payload_reference < b.payload_reference ? -1 : 1));
}
