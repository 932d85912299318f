// Device users (admin document): the list, onboarding (and re-onboarding), edits that follow the
// user's active devices, offboarding that deactivates them, and the user's devices.
import type { components } from '../../../generated/admin/schema';
import type { HandlerTable, Scope } from '../handler';
import { conflict, forbidden, unprocessable, type FieldError } from '../http/errors';
import { dateParam, matchesSearch } from '../http/filters';
import { licenseUse } from '../world/views';
import { pageByKey } from './access-common';
import { deactivate, moveDevice, visibleDeviceUser, type DeviceUser } from './device-records';

type Fields = components['schemas']['DeviceUserCreate'];

const byReference = (user: { device_user_reference: string }) => user.device_user_reference;

/** 403 outside the caller's groups; 422 when the group is unknown or the user's expected devices would take a service over its licence limit. */
function checkFields(ctx: Scope, fields: Fields, current: DeviceUser | undefined): void {
  if (!ctx.may(fields.group)) throw forbidden(`${ctx.caller.user} may not ${ctx.action} in group ${fields.group}`);
  const errors: FieldError[] = [];
  if (!ctx.org.groups.some((group) => group.group_reference === fields.group))
    errors.push({ path: 'group', message: `No group ${fields.group} exists` });
  const expected = fields.expected_device_count ?? 1;
  for (const service of licenseUse(ctx.org, ctx.now()).services) {
    if (!fields.services.includes(service.service)) continue;
    const already = current?.is_active && current.services.includes(service.service) ? current.expected_device_count : 0;
    const total = (service.expected ?? 0) - already + expected;
    if (total > service.limit)
      errors.push({
        path: 'services',
        message: `The ${service.service} licence limit of ${service.limit} would be exceeded (${total} devices expected)`,
      });
  }
  if (errors.length) throw unprocessable(errors);
}

/** Copies the editable fields onto the user and onto its active devices (group moves are kept in their history). */
function apply(ctx: Scope, user: DeviceUser, fields: Fields): void {
  Object.assign(user, {
    group: fields.group,
    services: fields.services,
    expected_device_count: fields.expected_device_count ?? user.expected_device_count,
    email: fields.email,
    first_name: fields.first_name,
    surname: fields.surname,
  });
  for (const device of ctx.org.devices.filter(
    (entry) => entry.device_user_reference === user.device_user_reference && !entry.is_deactivated,
  )) {
    moveDevice(ctx.org, device, fields.group, ctx.now());
    Object.assign(device, { services: fields.services, email: fields.email, first_name: fields.first_name, surname: fields.surname });
  }
}

/** When an offboarding takes effect: the parameter (not in the future) or now. */
function offboardDate(ctx: Scope, value: string | undefined): string {
  const at = dateParam(value, false);
  if (at === undefined) return ctx.now();
  if (at > ctx.world.nowMs()) throw unprocessable([{ path: 'offboard_date', message: 'The offboard date cannot be in the future' }]);
  return new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export const deviceUsersAdmin = {
  listDeviceUsers: (ctx) => {
    const { query } = ctx;
    const users = ctx.org.users.filter(
      (user) =>
        ctx.may(user.group) &&
        (!query.group || user.group === query.group) &&
        (!query.status || (query.status === 'active') === user.is_active) &&
        (query.is_legacy === undefined || user.is_legacy === query.is_legacy) &&
        (!query.service || user.services.includes(query.service)) &&
        matchesSearch(
          query.search,
          user.device_user_reference,
          user.first_name,
          user.surname,
          `${user.first_name} ${user.surname}`,
          user.email,
        ),
    );
    return pageByKey(users, query, byReference);
  },
  getDeviceUser: (ctx) => visibleDeviceUser(ctx, ctx.path.device_user_reference),
  createDeviceUser: (ctx) => {
    const reference = ctx.path.device_user_reference;
    const existing = ctx.org.users.find((user) => user.device_user_reference === reference);
    if (existing?.is_active) throw conflict(`Device user ${reference} is already onboarded`);
    if (existing) visibleDeviceUser(ctx, reference);
    checkFields(ctx, ctx.body, existing);
    const user: DeviceUser = existing ?? {
      ...ctx.body,
      device_user_reference: reference,
      expected_device_count: 1,
      is_active: true,
      onboard_date: ctx.now(),
      offboard_date: null,
      is_legacy: false,
      _timezone: 'UTC',
      _devices: 0,
    };
    if (!existing) ctx.org.users.push(user);
    Object.assign(user, { is_active: true, onboard_date: ctx.now(), offboard_date: null });
    apply(ctx, user, ctx.body);
    return user;
  },
  updateDeviceUser: (ctx) => {
    const user = visibleDeviceUser(ctx, ctx.path.device_user_reference);
    if (!user.is_active) throw conflict(`Device user ${user.device_user_reference} is offboarded: onboard them again to edit`);
    checkFields(ctx, ctx.body, user);
    apply(ctx, user, ctx.body);
    return user;
  },
  offboardDeviceUser: (ctx) => {
    const user = visibleDeviceUser(ctx, ctx.path.device_user_reference);
    if (!user.is_active) throw conflict(`Device user ${user.device_user_reference} is already offboarded`);
    const at = offboardDate(ctx, ctx.query.offboard_date);
    Object.assign(user, { is_active: false, offboard_date: at });
    for (const device of ctx.org.devices.filter((entry) => entry.device_user_reference === user.device_user_reference))
      deactivate(device, at);
    return user;
  },
  listDeviceUserDevices: (ctx) => {
    const { device_user_reference: reference } = visibleDeviceUser(ctx, ctx.path.device_user_reference);
    const heldBefore = (device: { device_reference: string }) =>
      ctx.org.history.get(device.device_reference)?.data.some((period) => period.user === reference) ?? false;
    return pageByKey(
      ctx.org.devices.filter((device) => device.device_user_reference === reference || heldBefore(device)),
      ctx.query,
      (device) => device.device_reference,
    );
  },
} satisfies HandlerTable<'admin'>;
