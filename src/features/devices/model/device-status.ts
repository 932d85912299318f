import type { Device } from '@generated/admin/model';

/** The list filter's statuses (GET devices `status`). */
export type DeviceStatus = 'active' | 'pending' | 'deactivated';

export const DEVICE_STATUSES: readonly DeviceStatus[] = ['active', 'pending', 'deactivated'];

/**
 * As the API defines it: deactivated when flagged; active when activated or legacy; otherwise
 * pending (enrolled, never activated).
 */
export function deviceStatus(device: Pick<Device, 'is_deactivated' | 'activated_at' | 'is_legacy'>): DeviceStatus {
  if (device.is_deactivated) return 'deactivated';
  if (device.activated_at || device.is_legacy) return 'active';
  return 'pending';
}

/** Phone numbers by SIM slot, as one line of text. */
export function phoneNumbersText(device: Pick<Device, 'phone_numbers' | 'legacy_phone_number'>): string {
  const numbers = [...device.phone_numbers].sort((a, b) => a.slot_index - b.slot_index).map((entry) => entry.phone_number);
  if (!numbers.length && device.legacy_phone_number) numbers.push(device.legacy_phone_number);
  return numbers.join(', ');
}

/** "First Surname", or the reference when the name is missing. */
export function personName(person: { first_name?: string | null; surname?: string | null }, fallback = ''): string {
  return [person.first_name, person.surname].filter(Boolean).join(' ') || fallback;
}
