import { listDeviceCommandsQueryParams, sendDeviceCommandBody } from '@generated/admin/zod/devices/devices';
import type { DeviceCommandName, DeviceCommandRequest } from '@generated/admin/model';
import { z } from '@generated/zod';

/** Which parameters each command takes (DeviceCommandRequest's description, and the mock's records). */
export const COMMAND_PARAMS: Record<DeviceCommandName, readonly ParamName[]> = {
  sync_data: ['from', 'to'],
  diagnostics_upload: ['include_logs', 'include_telemetry'],
  reupload_sms_messages: ['from', 'to'],
  sms_auto_response: ['enabled', 'message'],
  remove_device_admin: [],
  send_verification_sms: ['phone_number'],
  allow_factory_reset: ['allowed', 'valid_for_minutes'],
  allow_power_off: ['allowed'],
};

export type ParamName =
  'from' | 'to' | 'include_logs' | 'include_telemetry' | 'enabled' | 'message' | 'allowed' | 'valid_for_minutes' | 'phone_number';

/**
 * The send-command form: the generated command enum plus the parameters of every command, all
 * optional. `reversedRange` is the translated message for a start date after the end date.
 */
export const commandFormSchema = (reversedRange: string) =>
  sendDeviceCommandBody
    .pick({ command: true })
    .extend({
      from: listDeviceCommandsQueryParams.shape.from,
      to: listDeviceCommandsQueryParams.shape.to,
      include_logs: z.boolean().optional(),
      include_telemetry: z.boolean().optional(),
      enabled: z.boolean().optional(),
      message: z.string().optional(),
      allowed: z.boolean().optional(),
      valid_for_minutes: z.number().int().min(1).optional(),
      phone_number: z.string().optional(),
    })
    .refine((values) => !values.from || !values.to || values.from <= values.to, { path: ['to'], message: reversedRange });

type CommandFormSchema = ReturnType<typeof commandFormSchema>;
export type CommandFormInput = z.input<CommandFormSchema>;
export type CommandFormValues = z.output<CommandFormSchema>;

export const COMMAND_FORM_DEFAULTS: CommandFormInput = {
  command: 'sync_data',
  from: undefined,
  to: undefined,
  include_logs: true,
  include_telemetry: true,
  enabled: true,
  message: '',
  allowed: true,
  valid_for_minutes: undefined,
  phone_number: undefined,
};

/** The request body: the chosen command and only its own parameters, empty ones left out. */
export function commandRequest(values: CommandFormValues): DeviceCommandRequest {
  const params: Record<string, unknown> = {};
  for (const name of COMMAND_PARAMS[values.command]) {
    const value = values[name];
    if (value === undefined || value === '') continue;
    params[name] = value;
  }
  return { command: values.command, params };
}

/** A command's parameters as "name: value" pairs for display (values are device data: text only). */
export function paramEntries(params: Record<string, unknown> | null | undefined): [string, string | boolean][] {
  return Object.entries(params ?? {}).map(([name, value]) => [
    name,
    typeof value === 'boolean' ? value : typeof value === 'string' ? value : JSON.stringify(value),
  ]);
}
