// Which payloads a caller sees and in what order: the payload lists, their filters and the
// caller's payload types and groups, shared by the all-payloads, device and device user lists.
import type { components } from '../../../generated/client/schema';
import type { SeedPayload } from '../../data/world.mjs';
import type { Scope } from '../handler';
import { dateRange } from '../http/filters';
import type { Org } from '../world/org';

type PayloadType = components['schemas']['PayloadType'];
type DateField = 'payload_time' | 'updated_at' | 'processed_at';

/** The filters the three payload lists declare (a device or user path adds its own). */
export interface PayloadFilters {
  date_filter?: DateField | undefined;
  from?: string | undefined;
  to?: string | undefined;
  types?: PayloadType[] | undefined;
  device_reference?: string | undefined;
  device_user_reference?: string | undefined;
  group?: string | undefined;
  payload_state?: SeedPayload['payload_state'][] | undefined;
  is_late?: boolean | undefined;
  search?: string | undefined;
}

const dateOf = (payload: SeedPayload, field: DateField): string | undefined =>
  field === 'payload_time' ? payload.meta.payload_time : (payload[field] ?? undefined);

const sorted = new WeakMap<Org, { version: number; byField: Map<DateField, SeedPayload[]> }>();

/** The organisation's payloads newest first on `field` (kept sorted on payload time; others cached per version). */
function newestFirst(org: Org, field: DateField): readonly SeedPayload[] {
  if (field === 'payload_time') return org.payloads;
  let cache = sorted.get(org);
  if (!cache || cache.version !== org.version) {
    cache = { version: org.version, byField: new Map() };
    sorted.set(org, cache);
  }
  let list = cache.byField.get(field);
  if (!list) {
    list = [...org.payloads].sort((a, b) => {
      const left = dateOf(a, field) ?? '';
      const right = dateOf(b, field) ?? '';
      return left === right ? b._time - a._time : left < right ? 1 : -1;
    });
    cache.byField.set(field, list);
  }
  return list;
}

const timeOf = (payload: SeedPayload, field: DateField): number => {
  const date = dateOf(payload, field);
  return date ? Date.parse(date) : Number.NEGATIVE_INFINITY;
};

/** The first index of `list` (newest first on `field`) whose date is at or before `time`. */
function firstAtOrBefore(list: readonly SeedPayload[], field: DateField, time: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (timeOf(list[middle]!, field) > time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The part of `list` (newest first) inside the date range: two binary searches instead of a scan. */
function within(list: readonly SeedPayload[], field: DateField, range: ReturnType<typeof dateRange>): readonly SeedPayload[] {
  if (range.from === undefined && range.to === undefined) return list;
  const start = range.to === undefined ? 0 : firstAtOrBefore(list, field, range.to);
  // Payloads without the date (never processed, say) sort last and lie in no bounded range.
  const end = firstAtOrBefore(list, field, range.from === undefined ? Number.NEGATIVE_INFINITY : range.from - 1);
  return list.slice(start, end);
}

/** Whether the caller may see the payload: its type among the roles' types, its group allowed for the action. */
export function visibility(ctx: Scope): (payload: { payload_type: PayloadType; group: string }) => boolean {
  const types = new Set(ctx.grants.payloadTypes());
  return (payload) => types.has(payload.payload_type) && ctx.may(payload.group);
}

const MAX_CACHED_LISTS = 16;
const answered = new WeakMap<Org, { version: number; lists: Map<string, SeedPayload[]> }>();

/**
 * The payloads a list answers: visible to the caller, filtered, newest first on the chosen date.
 * Kept per organisation version, caller's roles, action and filters, so the next pages and the
 * total of a list (100,000 payloads in the large world) do not filter them all again.
 */
export function listPayloads(ctx: Scope, filters: PayloadFilters): SeedPayload[] {
  const {
    limit: _limit,
    last_key: _lastKey,
    query_result: _result,
    ...criteria
  } = filters as PayloadFilters & { limit?: number; last_key?: string; query_result?: string };
  const key = JSON.stringify([ctx.caller.roles, ctx.action, criteria]);
  let cache = answered.get(ctx.org);
  if (!cache || cache.version !== ctx.org.version) {
    cache = { version: ctx.org.version, lists: new Map() };
    answered.set(ctx.org, cache);
  }
  let list = cache.lists.get(key);
  if (!list) {
    if (cache.lists.size >= MAX_CACHED_LISTS) cache.lists.delete(cache.lists.keys().next().value!);
    list = filterPayloads(ctx, criteria);
    cache.lists.set(key, list);
  }
  return list;
}

function filterPayloads(ctx: Scope, filters: PayloadFilters): SeedPayload[] {
  const field = filters.date_filter ?? 'payload_time';
  const range = dateRange(filters);
  const types = filters.types ? new Set(filters.types) : undefined;
  const states = filters.payload_state ? new Set(filters.payload_state) : undefined;
  const needle = filters.search?.trim();
  const [upper, lower] = [needle?.toUpperCase() ?? '', needle?.toLowerCase() ?? ''];
  const visible = visibility(ctx);
  return within(newestFirst(ctx.org, field), field, range).filter(
    (payload) =>
      (!types || types.has(payload.payload_type)) &&
      (!states || states.has(payload.payload_state)) &&
      (filters.is_late === undefined || payload.is_late === filters.is_late) &&
      (!filters.device_reference || payload.device_reference === filters.device_reference) &&
      (!filters.device_user_reference || payload.device_user_reference === filters.device_user_reference) &&
      (!filters.group || payload.group === filters.group) &&
      (!needle ||
        payload.payload_reference.includes(upper) ||
        payload.payload_reference.includes(lower) ||
        (payload.all_numbers ?? []).some((number) => number?.includes(needle))) &&
      visible(payload),
  );
}
