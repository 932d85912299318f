// Devices and device users as one caller may see them (groups the action is refused on stay
// hidden, as unknown), and the moves that keep a device's history.
import type { Scope } from '../handler';
import { notFound } from '../http/errors';
import type { Org } from '../world/org';
import { deviceOf, deviceUserOf } from './known';

export type Device = Org['devices'][number];
export type DeviceUser = Org['users'][number];

/** The device, or 404 when unknown or in a group the action is refused on. */
export function visibleDevice(ctx: Scope, reference: string): Device {
  const device = deviceOf(ctx.org, reference);
  if (!ctx.may(device.group)) throw notFound(`Device ${reference}`);
  return device;
}

/** The device user, or 404 when unknown or in a group the action is refused on. */
export function visibleDeviceUser(ctx: Scope, reference: string): DeviceUser {
  const user = deviceUserOf(ctx.org, reference);
  if (!ctx.may(user.group)) throw notFound(`Device user ${reference}`);
  return user;
}

/** The device's status as the devices list filters it (spec: deactivated, pending, else active). */
export function deviceStatus(device: Device): 'active' | 'pending' | 'deactivated' {
  if (device.is_deactivated) return 'deactivated';
  return device.activated_at || device.is_legacy ? 'active' : 'pending';
}

/** Deactivates the device at `at` (unchanged when it already is). */
export function deactivate(device: Device, at: string): void {
  if (device.is_deactivated) return;
  device.is_deactivated = true;
  device.deactivation_date = at;
}

/** Moves the device to another group, closing the current period of its history at `at`. */
export function moveDevice(org: Org, device: Device, group: string, at: string): void {
  if (device.group === group) return;
  device.group = group;
  const history = org.history.get(device.device_reference) ?? { device_reference: device.device_reference, data: [] };
  const [current] = history.data;
  if (current && current.to === null) current.to = at;
  history.data.unshift({ from: at, to: null, user: device.device_user_reference, group });
  org.history.set(device.device_reference, history);
}
