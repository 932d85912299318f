import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DeviceCommandName, DeviceService } from '@generated/admin/model';
import type { LogLevel } from '@generated/client/model';

/** Capture services in the order of spec section 9. */
export const SERVICES: readonly DeviceService[] = ['calls', 'interviews', 'gps', 'photos', 'mms', 'rcs', 'sms', 'videos'];

export const SERVICE_LABELS: Record<DeviceService, MessageDescriptor> = {
  calls: msg`Calls`,
  interviews: msg`Interviews`,
  gps: msg`GPS`,
  photos: msg`Photos`,
  mms: msg`MMS`,
  rcs: msg`RCS`,
  sms: msg`SMS`,
  videos: msg`Videos`,
};

/** The eight device commands of spec section 9. */
export const COMMANDS: readonly DeviceCommandName[] = [
  'sync_data',
  'diagnostics_upload',
  'reupload_sms_messages',
  'sms_auto_response',
  'remove_device_admin',
  'send_verification_sms',
  'allow_factory_reset',
  'allow_power_off',
];

export const COMMAND_LABELS: Record<DeviceCommandName, MessageDescriptor> = {
  sync_data: msg`Sync data`,
  diagnostics_upload: msg`Upload diagnostics`,
  reupload_sms_messages: msg`Re-upload SMS messages`,
  sms_auto_response: msg`SMS auto response`,
  remove_device_admin: msg`Remove device admin`,
  send_verification_sms: msg`Send verification SMS`,
  allow_factory_reset: msg`Allow factory reset`,
  allow_power_off: msg`Allow power off`,
};

export const COMMAND_HELP: Record<DeviceCommandName, MessageDescriptor> = {
  sync_data: msg`Asks the app to upload everything recorded and not uploaded yet.`,
  diagnostics_upload: msg`Asks the app to upload a diagnostics bundle.`,
  reupload_sms_messages: msg`Asks the app to upload the SMS messages of a period again.`,
  sms_auto_response: msg`Turns the automatic SMS reply on or off.`,
  remove_device_admin: msg`Removes the app's device administrator rights, so it can be uninstalled.`,
  send_verification_sms: msg`Sends an SMS that verifies the device's phone number.`,
  allow_factory_reset: msg`Allows or blocks a factory reset of the device.`,
  allow_power_off: msg`Allows or blocks switching the device off.`,
};

export const LOG_LEVELS: readonly LogLevel[] = ['DEBUG', 'INFO', 'WARN', 'ERROR'];
