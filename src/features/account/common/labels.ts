import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Payload type names (spec section 9). */
export const PAYLOAD_TYPE_LABELS: Record<string, MessageDescriptor> = {
  Call: msg`Call`,
  AbortedCall: msg`Aborted call`,
  BlockedCall: msg`Blocked call`,
  Diagnostics: msg`Diagnostics`,
  Interview: msg`Interview`,
  Photo: msg`Photo`,
  Video: msg`Video`,
  MMS: msg`MMS`,
  RCS: msg`RCS`,
  SMS: msg`SMS`,
};

export const TRANSFER_TYPE_LABELS: Record<string, MessageDescriptor> = {
  Payload: msg`Payload`,
  Vantage: msg`Vantage`,
};

export const FILE_FORMAT_LABELS: Record<string, MessageDescriptor> = {
  Uncompressed: msg`Uncompressed`,
  Zipped: msg`Zipped`,
  ZippedWithPassword: msg`Zipped with password`,
};

export const TARGET_TYPE_LABELS: Record<string, MessageDescriptor> = {
  PortalUser: msg`Portal user`,
  DeviceUser: msg`Device user`,
};
