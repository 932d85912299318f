// Payload metrics (admin document): counts per payload type for each period of a scope, computed
// from the payloads the user may see, so they follow the world (a grown world, a role change).
import type { components } from '../../../generated/admin/schema';
import { isoWeek } from '../../data/account.mjs';
import { DAY } from '../../data/time.mjs';
import type { Scope } from '../handler';
import { dateRange } from '../http/filters';
import { visibility } from './payload-query';

type Metrics = components['schemas']['PayloadMetrics'];
type MetricsScope = components['schemas']['MetricsScope'];
type PayloadType = Exclude<keyof Metrics, 'id'>;

const TYPES: readonly PayloadType[] = [
  'AbortedCall',
  'BlockedCall',
  'Call',
  'Diagnostics',
  'Interview',
  'Photo',
  'Video',
  'MMS',
  'RCS',
  'SMS',
];

interface Calendar {
  /** The start of the period holding `time`. */
  start: (time: number) => number;
  /** The start of the period before the one starting at `start`. */
  previous: (start: number) => number;
  id: (start: number) => string;
  /** How many periods a list without `from` goes back at most (a chart stays readable). */
  span: number;
}

const dayStart = (time: number) => time - (((time % DAY) + DAY) % DAY);
const pad = (value: number) => String(value).padStart(2, '0');

const CALENDARS: Record<Exclude<MetricsScope, 'Summary'>, Calendar> = {
  Daily: { start: dayStart, previous: (start) => start - DAY, id: (start) => new Date(start).toISOString().slice(0, 10), span: 31 },
  Weekly: {
    start: (time) => dayStart(time) - ((new Date(time).getUTCDay() + 6) % 7) * DAY,
    previous: (start) => start - 7 * DAY,
    id: isoWeek,
    span: 26,
  },
  Monthly: {
    start: (time) => Date.UTC(new Date(time).getUTCFullYear(), new Date(time).getUTCMonth(), 1),
    previous: (start) => Date.UTC(new Date(start).getUTCFullYear(), new Date(start).getUTCMonth() - 1, 1),
    id: (start) => `${new Date(start).getUTCFullYear()}-${pad(new Date(start).getUTCMonth() + 1)}`,
    span: 24,
  },
  Yearly: {
    start: (time) => Date.UTC(new Date(time).getUTCFullYear(), 0, 1),
    previous: (start) => Date.UTC(new Date(start).getUTCFullYear() - 1, 0, 1),
    id: (start) => String(new Date(start).getUTCFullYear()),
    span: 10,
  },
};

const zero = (id: string): Metrics => ({ id, ...(Object.fromEntries(TYPES.map((type) => [type, 0])) as Record<PayloadType, number>) });

interface MetricsQuery {
  from?: string | undefined;
  to?: string | undefined;
  group?: string | undefined;
}

/** The start of the oldest period a list shows: the one holding `from`, else the oldest payload's, at most `span` periods back. */
function oldestPeriod(calendar: Calendar, newest: number, from: number | undefined, oldestPayload: number | undefined): number {
  if (from !== undefined) return calendar.start(from);
  let start = newest;
  for (let periods = 1; periods < calendar.span && oldestPayload !== undefined && start > oldestPayload; periods += 1)
    start = calendar.previous(start);
  return start;
}

/** The metrics of a scope, newest period first: every period from `from` (else the oldest payload, within the scope's span) to `to` (else now), empty ones included. */
export function payloadMetrics(ctx: Scope, scope: MetricsScope, query: MetricsQuery): Metrics[] {
  const visible = visibility(ctx);
  const payloads = ctx.org.payloads.filter((payload) => (!query.group || payload.group === query.group) && visible(payload));
  if (scope === 'Summary') {
    const summary = zero('summary');
    for (const payload of payloads) summary[payload.payload_type] += 1;
    return [summary];
  }
  const calendar = CALENDARS[scope];
  const range = dateRange(query);
  const newest = calendar.start(range.to ?? ctx.world.nowMs());
  const oldest = oldestPeriod(calendar, newest, range.from, payloads.at(-1)?._time);
  const periods = new Map<number, Metrics>();
  for (let start = newest; start >= oldest; start = calendar.previous(start)) periods.set(start, zero(calendar.id(start)));
  for (const payload of payloads) {
    const period = periods.get(calendar.start(payload._time));
    if (period) period[payload.payload_type] += 1;
  }
  return [...periods.values()];
}
