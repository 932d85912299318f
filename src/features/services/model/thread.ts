import type { Payload } from '@generated/client/model';
import { partiesOf } from './parties';

/** One message of a conversation, with what the bubble needs to know about its neighbours. */
export interface ThreadMessage {
  payload: Payload;
  outgoing: boolean;
  /** Who sent an incoming message (number or saved name), or null for outgoing ones. */
  sender: string | null;
  /** Same sender as the message before, within RUN_GAP_MS: the bubble joins the previous one. */
  continues: boolean;
}

export interface ThreadDay {
  /** YYYY-MM-DD in the zone the first message is read in. */
  day: string;
  messages: ThreadMessage[];
}

/** Messages from one sender closer together than this are drawn as one run. */
export const RUN_GAP_MS = 5 * 60_000;

const timeOf = (payload: Payload) => Date.parse(payload.meta.payload_time ?? payload.uploaded_at ?? '') || 0;

/** The calendar day of an instant in an IANA timezone (UTC when the zone is missing or unknown). */
export function dayIn(instant: number, timeZone: string | undefined): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
  try {
    return format(timeZone || 'UTC');
  } catch {
    return format('UTC');
  }
}

function senderOf(payload: Payload): string | null {
  const parties = partiesOf(payload);
  const from = parties.find((party) => party.direction === 'I') ?? parties[0];
  return from ? (from.name ?? from.number) : null;
}

/**
 * A thread as a conversation: oldest first, split by day (in the zone each message is read in: its
 * own by default), consecutive messages from the same sender within five minutes marked as
 * continuing a run.
 */
export function groupThread(
  payloads: readonly Payload[],
  zoneOf: (payload: Payload) => string | undefined = (payload) => payload.meta.timezone,
): ThreadDay[] {
  const sorted = [...payloads].sort((a, b) => timeOf(a) - timeOf(b) || a.payload_reference.localeCompare(b.payload_reference));
  const days: ThreadDay[] = [];
  let previous: ThreadMessage | undefined;
  for (const payload of sorted) {
    const outgoing = payload.meta.direction === 'O';
    const sender = outgoing ? null : senderOf(payload);
    const day = dayIn(timeOf(payload), zoneOf(payload));
    let current = days.at(-1);
    if (!current || current.day !== day) {
      current = { day, messages: [] };
      days.push(current);
      previous = undefined;
    }
    const continues = Boolean(
      previous && previous.outgoing === outgoing && previous.sender === sender && timeOf(payload) - timeOf(previous.payload) <= RUN_GAP_MS,
    );
    const message = { payload, outgoing, sender, continues };
    current.messages.push(message);
    previous = message;
  }
  return days;
}
