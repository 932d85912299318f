import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Direction, PayloadType } from '@generated/client/model';

/** What a type means where the name alone does not say it (calls without a recording). */
export const TYPE_HINT: Partial<Record<PayloadType, MessageDescriptor>> = {
  AbortedCall: msg`Aborted call: an incoming call that was not picked up, so there is no recording.`,
  BlockedCall: msg`Blocked call: it could not be recorded.`,
};

export const DIRECTION_LABEL: Record<Direction, MessageDescriptor> = {
  I: msg`Incoming`,
  O: msg`Outgoing`,
  CC: msg`Conference`,
};
