import { createDeviceUserBody, getDeviceUserResponse, updateDeviceUserBody } from '@generated/admin/zod/device-users/device-users';
import type { DeviceUser, DeviceUserCreate } from '@generated/admin/model';
import type { z } from 'zod';

/** Onboarding: the reference (a path parameter, with the DeviceUserReference rule) and the generated body. */
export const createDeviceUserSchema = createDeviceUserBody.extend({
  device_user_reference: getDeviceUserResponse.shape.device_user_reference,
});

/** Editing: the generated PUT body. */
export const updateDeviceUserSchema = updateDeviceUserBody;

export type CreateDeviceUserInput = z.input<typeof createDeviceUserSchema>;
export type CreateDeviceUserValues = z.output<typeof createDeviceUserSchema>;
export type UpdateDeviceUserInput = z.input<typeof updateDeviceUserSchema>;

export const NEW_DEVICE_USER: CreateDeviceUserInput = {
  device_user_reference: '',
  first_name: '',
  surname: '',
  email: '',
  group: '',
  services: [],
  expected_device_count: 1,
};

/** The edit form's starting values from the saved user. */
export function editValues(user: DeviceUser): UpdateDeviceUserInput {
  return {
    first_name: user.first_name,
    surname: user.surname,
    email: user.email,
    group: user.group,
    services: [...user.services],
    expected_device_count: user.expected_device_count,
  };
}

/** The POST body: everything but the reference, which goes in the path. */
export function createBody({ device_user_reference: _reference, ...body }: CreateDeviceUserValues): DeviceUserCreate {
  return body;
}
