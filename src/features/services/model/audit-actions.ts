import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Plain words for the API actions a payload's audit records; unknown actions are shown as they are. */
const ACTION_LABEL: Record<string, MessageDescriptor> = {
  GetPayload: msg`Opened the payload`,
  GetPayloadData: msg`Asked for the data`,
  'GetPayloadData:play': msg`Played`,
  'GetPayloadData:download': msg`Downloaded`,
  CreatePayloadComment: msg`Added a comment`,
  UpdatePayloadComment: msg`Edited a comment`,
  ClosePayloadComment: msg`Closed a comment`,
  ConfirmReceipts: msg`Confirmed receipt`,
  DeletePayload: msg`Deleted the payload`,
  RestorePayload: msg`Restored the payload`,
};

export function auditActionLabel(action: string): MessageDescriptor | undefined {
  return ACTION_LABEL[action];
}

/** Audit entries newest first. */
export const newestFirst = <T extends { time: string }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
