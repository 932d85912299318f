// Devices (admin document): the list with its filters, one device, deactivation and history. The
// commands and telemetry of devices are in device-commands.ts and device-telemetry.ts.
import type { HandlerTable } from '../handler';
import { matchesSearch } from '../http/filters';
import { pageByKey } from './access-common';
import { deactivate, deviceStatus, visibleDevice, type Device } from './device-records';
import { deviceCommandsAdmin } from './device-commands';
import { deviceTelemetryAdmin } from './device-telemetry';

const byReference = (device: Device) => device.device_reference;

/** Whether `search` matches the device's references, names, e-mail, phone numbers, IMEIs or serial number. */
function searchMatches(device: Device, search: string | undefined): boolean {
  return matchesSearch(
    search,
    device.device_reference,
    device.device_user_reference,
    device.first_name,
    device.surname,
    `${device.first_name} ${device.surname}`,
    device.email,
    device.serial_number,
    device.legacy_phone_number,
    ...device.phone_numbers.map((entry) => entry.phone_number),
    ...device.imeis,
  );
}

export const devicesAdmin = {
  listDevices: (ctx) => {
    const { query } = ctx;
    const devices = ctx.org.devices.filter(
      (device) =>
        ctx.may(device.group) &&
        (!query.group || device.group === query.group) &&
        (!query.device_user_reference || device.device_user_reference === query.device_user_reference) &&
        (!query.status || deviceStatus(device) === query.status) &&
        (query.is_legacy === undefined || device.is_legacy === query.is_legacy) &&
        (!query.service || device.services.includes(query.service)) &&
        (!query.app_version || device.app_version === query.app_version) &&
        (!query.os_version || device.os_version === query.os_version) &&
        searchMatches(device, query.search),
    );
    return pageByKey(devices, query, byReference);
  },
  getDevice: (ctx) => visibleDevice(ctx, ctx.path.device_reference),
  deactivateDevice: (ctx) => {
    const device = visibleDevice(ctx, ctx.path.device_reference);
    deactivate(device, ctx.now());
    return device;
  },
  getDeviceHistory: (ctx) => {
    const device = visibleDevice(ctx, ctx.path.device_reference);
    return ctx.org.history.get(device.device_reference) ?? { device_reference: device.device_reference, data: [] };
  },
  ...deviceCommandsAdmin,
  ...deviceTelemetryAdmin,
} satisfies HandlerTable<'admin'>;
