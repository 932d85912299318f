import type { Direction, Payload } from '@generated/client/model';

/** One other party of a call or message, whichever form the meta uses. */
export interface Party {
  number: string | null;
  name: string | null;
  direction: Direction | null;
}

/**
 * The other parties of a payload: `second_parties` for calls, `message_parties` for messages, or
 * the older single `second_party` and `saved_name_for_second_party` form.
 */
export function partiesOf(payload: Pick<Payload, 'meta'>): Party[] {
  const meta = payload.meta;
  if (meta.second_parties?.length) {
    return meta.second_parties.map((party) => ({
      number: party.phone_number ?? null,
      name: party.contact_name ?? null,
      direction: party.direction ?? null,
    }));
  }
  if (meta.message_parties?.length) {
    return meta.message_parties.map((party) => ({
      number: party.phone_number ?? null,
      name: party.contact_name ?? null,
      direction: party.direction ?? meta.direction ?? null,
    }));
  }
  if (meta.second_party !== undefined || meta.saved_name_for_second_party !== undefined) {
    return [{ number: meta.second_party ?? null, name: meta.saved_name_for_second_party ?? null, direction: meta.direction ?? null }];
  }
  return [];
}

/** The direction of a payload: the message's own, or that of the first party of a call. */
export function directionOf(payload: Pick<Payload, 'meta'>): Direction | null {
  return payload.meta.direction ?? payload.meta.second_parties?.[0]?.direction ?? null;
}
