import { describe, expect, it } from 'vitest';
import type { Payload } from '@generated/client/model';
import { dayIn, groupThread } from './thread';

function message(reference: string, time: string, direction: 'I' | 'O', extra: Partial<Payload['meta']> = {}): Payload {
  return {
    payload_reference: reference.padEnd(26, '0'),
    payload_type: 'SMS',
    payload_state: 'Processed',
    device_reference: 'ldn-trd-001',
    device_user_reference: 'james.whitfield',
    group: 'London Trading',
    is_legacy: false,
    is_late: false,
    meta: {
      payload_time: time,
      timezone: 'Europe/London',
      direction,
      thread_id: '42',
      message_parties: [{ phone_number: '+447700900555', contact_name: 'Oliver', direction }],
      ...extra,
    },
  };
}

describe('groupThread', () => {
  it('orders messages oldest first and splits them by day in the payload timezone', () => {
    const days = groupThread([
      message('C', '2026-10-22T08:00:00Z', 'I'),
      message('A', '2026-10-21T22:30:00Z', 'I'),
      message('B', '2026-10-21T23:30:00Z', 'O'),
    ]);
    // 23:30Z is already 22 October in London (BST, +01:00).
    expect(days.map((day) => [day.day, day.messages.map((entry) => entry.payload.payload_reference[0])])).toEqual([
      ['2026-10-21', ['A']],
      ['2026-10-22', ['B', 'C']],
    ]);
  });

  it('joins consecutive messages of one sender within five minutes into a run', () => {
    const [day] = groupThread([
      message('A', '2026-10-21T10:00:00Z', 'I'),
      message('B', '2026-10-21T10:04:00Z', 'I'),
      message('C', '2026-10-21T10:20:00Z', 'I'),
      message('D', '2026-10-21T10:21:00Z', 'O'),
      message('E', '2026-10-21T10:22:00Z', 'O'),
    ]);
    expect(day?.messages.map((entry) => [entry.outgoing, entry.continues])).toEqual([
      [false, false],
      [false, true],
      [false, false],
      [true, false],
      [true, true],
    ]);
  });

  it('names the sender of incoming messages, from the older single-party form too', () => {
    const older = message('A', '2026-10-21T10:00:00Z', 'I', {
      message_parties: undefined,
      second_party: '+447700900321',
      saved_name_for_second_party: null,
    });
    const [day] = groupThread([older, message('B', '2026-10-21T10:01:00Z', 'O')]);
    expect(day?.messages[0]?.sender).toBe('+447700900321');
    expect(day?.messages[1]?.sender).toBeNull();
  });

  it('falls back to UTC for an unknown timezone', () => {
    expect(dayIn(Date.parse('2026-10-21T23:30:00Z'), 'Mars/Olympus')).toBe('2026-10-21');
  });
});
