import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const RECORD_TYPE_LABELS: Record<string, MessageDescriptor> = {
  Gps: msg`GPS points`,
  DeviceLog: msg`Device logs`,
  DeviceTelemetry: msg`Device telemetry`,
  PayloadComment: msg`Payload comments`,
  UserActivity: msg`Portal user activities`,
  DeviceActivity: msg`Device activities`,
  Alert: msg`Alerts`,
  Transfer: msg`Transfers`,
};

export const TIMESTAMP_LABELS: Record<string, MessageDescriptor> = {
  payload_time: msg`Recorded`,
  processed_at: msg`Processed`,
  transferred_at: msg`Transferred`,
  receipt_confirmed_at: msg`Receipt confirmed`,
};
