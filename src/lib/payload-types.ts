import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PayloadType } from '@generated/client/model';

/** Every payload type (spec section 9), in the order the portal lists them: calls, messages, media, diagnostics. */
export const PAYLOAD_TYPES: readonly PayloadType[] = [
  'Call',
  'AbortedCall',
  'BlockedCall',
  'SMS',
  'MMS',
  'RCS',
  'Photo',
  'Video',
  'Interview',
  'Diagnostics',
];

/** The name of each payload type, translated with `i18n._`. */
export const PAYLOAD_TYPE_LABELS: Record<PayloadType, MessageDescriptor> = {
  Call: msg`Call`,
  AbortedCall: msg`Aborted call`,
  BlockedCall: msg`Blocked call`,
  SMS: msg`SMS`,
  MMS: msg`MMS`,
  RCS: msg`RCS`,
  Photo: msg`Photo`,
  Video: msg`Video`,
  Interview: msg`Interview`,
  Diagnostics: msg`Diagnostics`,
};
