import { useDeactivateDevice, useSendDeviceCommand } from '@generated/admin/hooks/devices/devices';
import { shownInline } from '@/api/error-notice';

/** Deactivate a device, and send it commands from the command form (which shows a refusal itself). */
export function useDeviceMutations() {
  return {
    deactivate: useDeactivateDevice(),
    sendCommand: useSendDeviceCommand({ mutation: { meta: shownInline } }),
  };
}
