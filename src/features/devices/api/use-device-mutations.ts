import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  getGetDeviceQueryKey,
  getListCommandsQueryKey,
  getListDeviceCommandsQueryKey,
  getListDevicesQueryKey,
  useDeactivateDevice,
  useSendDeviceCommand,
} from '@generated/admin/hooks/devices/devices';
import { getListDeviceUserDevicesQueryKey } from '@generated/admin/hooks/device-users/device-users';

/** Refetches every cached query whose key starts with the generated key's path. */
export function invalidatePaths(queryClient: ReturnType<typeof useQueryClient>, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: [key[0]] })));
}

/**
 * Deactivate a device and send it commands. Afterwards the device, the device lists (all, and its
 * user's) and the command lists (the device's and across devices) are fetched again.
 */
export function useDeviceMutations(client: string, deviceReference: string, deviceUserReference?: string) {
  const queryClient = useQueryClient();
  const onDeactivated = () =>
    invalidatePaths(queryClient, [
      getGetDeviceQueryKey(client, deviceReference),
      getListDevicesQueryKey(client),
      ...(deviceUserReference ? [getListDeviceUserDevicesQueryKey(client, deviceUserReference)] : []),
    ]);
  const onCommandSent = () => invalidatePaths(queryClient, [getListDeviceCommandsQueryKey(client, deviceReference), getListCommandsQueryKey(client)]);
  return {
    deactivate: useDeactivateDevice({ mutation: { onSuccess: onDeactivated } }),
    sendCommand: useSendDeviceCommand({ mutation: { onSuccess: onCommandSent } }),
  };
}
