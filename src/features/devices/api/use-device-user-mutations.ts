import { useCreateDeviceUser, useOffboardDeviceUser, useUpdateDeviceUser } from '@generated/admin/hooks/device-users/device-users';
import { shownInline } from '@/api/error-notice';

/** Onboard and edit device users (from their forms, which show a refusal themselves), and offboard them. */
export function useDeviceUserMutations() {
  return {
    create: useCreateDeviceUser({ mutation: { meta: shownInline } }),
    update: useUpdateDeviceUser({ mutation: { meta: shownInline } }),
    offboard: useOffboardDeviceUser(),
  };
}
