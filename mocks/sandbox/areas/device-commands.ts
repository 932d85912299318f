// Device commands (admin document): sent by portal users, then moved on by the device on the
// world's clock: Acknowledged after 2 s and Completed after 6 s, or left Sent while the device is
// offline (not seen for a day). Seeded commands keep their seeded state.
import { stream } from '../../data/random.mjs';
import type { HandlerTable, Scope } from '../handler';
import { conflict } from '../http/errors';
import { dateRange, inRange } from '../http/filters';
import { paginate } from '../http/paging';
import type { Org } from '../world/org';
import { visibleDevice, type Device } from './device-records';

type Command = Org['commands'][number];

const ACKNOWLEDGED_AFTER = 2_000;
const COMPLETED_AFTER = 6_000;
const OFFLINE_AFTER = 24 * 3_600_000;

/** The commands sent through the sandbox, with whether their device was online to receive them. */
const sentHere = new WeakMap<Command, { online: boolean }>();

/** Moves a command sent here to the state its age on the world's clock gives it. */
function progress(command: Command, nowMs: number): Command {
  const sent = sentHere.get(command);
  if (!sent?.online || command.completed_at) return command;
  const sentAt = Date.parse(command.sent_at);
  if (nowMs - sentAt >= COMPLETED_AFTER) {
    command.state = 'Completed';
    command.completed_at = new Date(sentAt + COMPLETED_AFTER).toISOString().replace(/\.\d{3}Z$/, 'Z');
  } else if (nowMs - sentAt >= ACKNOWLEDGED_AFTER) command.state = 'Acknowledged';
  return command;
}

interface CommandFilters {
  device_reference?: string | undefined;
  group?: string | undefined;
  command?: Command['command'] | undefined;
  state?: Command['state'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The commands (newest first) the caller may see that match the filters, each in its current state. */
function commandsMatching(ctx: Scope, filters: CommandFilters): Command[] {
  const range = dateRange(filters);
  const nowMs = ctx.world.nowMs();
  return ctx.org.commands
    .map((command) => progress(command, nowMs))
    .filter(
      (command) =>
        ctx.may(command.group) &&
        (!filters.device_reference || command.device_reference === filters.device_reference) &&
        (!filters.group || command.group === filters.group) &&
        (!filters.command || command.command === filters.command) &&
        (!filters.state || command.state === filters.state) &&
        inRange(command.sent_at, range),
    );
}

/** 409 unless the device can receive a push message. */
function requireReachable(device: Device): void {
  if (device.is_deactivated) throw conflict(`Device ${device.device_reference} is deactivated and cannot receive commands`);
  if (!device.fcm_token) throw conflict(`Device ${device.device_reference} has no push token yet: the app has not registered`);
}

const byReference = (command: Command) => command.command_reference;

export const deviceCommandsAdmin = {
  listCommands: (ctx) => paginate(commandsMatching(ctx, ctx.query), ctx.query, byReference),
  listDeviceCommands: (ctx) => {
    const device = visibleDevice(ctx, ctx.path.device_reference);
    return paginate(commandsMatching(ctx, { ...ctx.query, device_reference: device.device_reference }), ctx.query, byReference);
  },
  sendDeviceCommand: (ctx) => {
    const device = visibleDevice(ctx, ctx.path.device_reference);
    requireReachable(device);
    const nowMs = ctx.world.nowMs();
    const command: Command = {
      command: ctx.body.command,
      params: ctx.body.params ?? {},
      device_reference: device.device_reference,
      command_reference: stream(`command:${ctx.org.client}:${ctx.org.commands.length}`).ulid(nowMs),
      group: device.group,
      state: 'Sent',
      raised_by: ctx.caller.user,
      sent_at: ctx.now(),
      completed_at: null,
    };
    sentHere.set(command, { online: Boolean(device.last_seen) && nowMs - Date.parse(device.last_seen ?? '') < OFFLINE_AFTER });
    ctx.org.commands.unshift(command);
    return command;
  },
} satisfies HandlerTable<'admin'>;
