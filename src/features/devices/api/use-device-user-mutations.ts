import { useQueryClient } from '@tanstack/react-query';
import {
  getGetDeviceUserQueryKey,
  getListDeviceUserDevicesQueryKey,
  getListDeviceUsersQueryKey,
  useCreateDeviceUser,
  useOffboardDeviceUser,
  useUpdateDeviceUser,
} from '@generated/admin/hooks/device-users/device-users';
import { getListDevicesQueryKey } from '@generated/admin/hooks/devices/devices';
import { invalidatePaths } from './use-device-mutations';

/**
 * Onboard, edit and offboard device users. Afterwards the users list and the user are fetched
 * again; offboarding also refreshes the device lists (its devices change with it).
 */
export function useDeviceUserMutations(client: string) {
  const queryClient = useQueryClient();
  const userKeys = (reference: string) => [getListDeviceUsersQueryKey(client), getGetDeviceUserQueryKey(client, reference)];
  return {
    create: useCreateDeviceUser({ mutation: { onSuccess: (_user, { deviceUserReference }) => invalidatePaths(queryClient, userKeys(deviceUserReference)) } }),
    update: useUpdateDeviceUser({ mutation: { onSuccess: (_user, { deviceUserReference }) => invalidatePaths(queryClient, userKeys(deviceUserReference)) } }),
    offboard: useOffboardDeviceUser({
      mutation: {
        onSuccess: (_user, { deviceUserReference }) =>
          invalidatePaths(queryClient, [...userKeys(deviceUserReference), getListDeviceUserDevicesQueryKey(client, deviceUserReference), getListDevicesQueryKey(client)]),
      },
    }),
  };
}
