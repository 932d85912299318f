import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

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
