import type { Payload } from '@generated/client/model';

const TYPES = ['Call', 'SMS', 'Interview', 'Photo', 'MMS', 'Video', 'RCS', 'BlockedCall', 'AbortedCall'] as const;
const STATES = ['Processed', 'Uploaded', 'Deleted', 'Scanning', 'Failed'] as const;
const ZONES = ['Europe/London', 'America/Sao_Paulo', 'Asia/Dubai', 'America/New_York'] as const;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A valid 26-character ULID-like reference for row `index`. */
export function referenceFor(index: number): string {
  let text = '';
  let rest = index;
  for (let position = 0; position < 10; position += 1) {
    text = CROCKFORD[rest % 32] + text;
    rest = Math.floor(rest / 32);
  }
  return `01M6${text}AAAAAAAAAAAA`;
}

/**
 * `count` payload-like rows that satisfy the listPayloads response schema (meta kept to the common
 * fields), for unit tests and the table benchmark.
 */
export function makePayloads(count: number, start = 0): Payload[] {
  const base = Date.parse('2026-10-31T17:51:04Z');
  return Array.from({ length: count }, (_, offset) => {
    const index = start + offset;
    const time = new Date(base - index * 97_000).toISOString().replace('.000Z', 'Z');
    return {
      payload_reference: referenceFor(index),
      payload_type: TYPES[index % TYPES.length] ?? 'Call',
      payload_state: STATES[index % STATES.length] ?? 'Processed',
      device_reference: `dev-${String(index % 40).padStart(3, '0')}`,
      device_user_reference: `user.${index % 25}`,
      group: index % 3 ? 'Trading Floor' : 'Middle East Desk',
      meta: { timezone: ZONES[index % ZONES.length], payload_time: time, timezone_offset: '+00:00' },
      is_legacy: index % 17 === 0,
      is_late: index % 11 === 0,
      second_party_numbers: [`+4420794${String(index % 100000).padStart(5, '0')}`],
      updated_at: time,
      processed_at: time,
    } as Payload;
  });
}
