import { useMemo } from 'react';
import type { z } from 'zod';
import { usePagedList, type PagedList, type PagedListOptions } from '@/components/data-table/use-paged-list';
import { useDayZone } from '@/components/date-time/time-zone-preference';
import type { UrlParam } from '@/components/url-state/url-params';
import { useUrlState, type UrlState, type UrlValues } from '@/components/url-state/use-url-state';
import { checkedParams, type RejectedParam } from './checked-params';
import type { ListSource } from './use-client-list';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a spec mixes parameters of every value type
type Spec = Record<string, UrlParam<any>>;

/** What a list screen declares once, at module level. */
export interface ListScreenSpec<S extends Spec, P extends object> {
  /** The URL query keys: filters, and `sort` when the table sorts. */
  url: S;
  /** The generated Zod query schema of the endpoint; values it refuses are not sent. */
  schema: z.ZodObject;
  /** The URL values as API query parameters; a date filter's days start at midnight in `context.dayZone`. */
  toParams: (values: UrlValues<S>, context: ParamsContext) => P;
}

/** What else decides a list's parameters: the zone whose midnight starts a day of a date filter. */
export interface ParamsContext {
  dayZone: string;
}

export interface ListScreenState<S extends Spec, P extends object, Row> {
  filters: UrlState<S>;
  values: UrlValues<S>;
  /** The parameters sent: those the schema accepts. */
  params: Partial<P>;
  /** Filters left out because the schema refuses their value (shown by `ListScreen`). */
  rejected: RejectedParam[];
  list: PagedList<Row>;
  /** At least one filter is set (for the empty state's wording). */
  filtered: boolean;
}

export interface ListScreenOptions extends PagedListOptions {
  /** The list shows as loading while this is true, e.g. until the profile says whether it may be read. */
  pending?: boolean;
}

/** The parameters a list sends for URL values, and those it leaves out; the screen and its route loader share it. */
export function listScreenParams<S extends Spec, P extends object>(
  spec: ListScreenSpec<S, P>,
  values: UrlValues<S>,
  context: ParamsContext,
): { params: Partial<P>; rejected: RejectedParam[] } {
  const { params, rejected } = checkedParams(spec.schema, spec.toParams(values, context) as Record<string, unknown>);
  return { params: params as Partial<P>, rejected };
}

/**
 * A list screen's data: URL filters → checked API params → the list paged by `last_key`.
 * `toParams` is called when the URL changes (or when the spec changes: memoise a spec built in a component).
 */
export function useListScreen<S extends Spec, P extends object, Row>(
  spec: ListScreenSpec<S, P>,
  source: ListSource<Partial<P>, Row>,
  options: ListScreenOptions = {},
): ListScreenState<S, P, Row> {
  const filters = useUrlState(spec.url);
  const { values } = filters;
  const dayZone = useDayZone();
  const { params, rejected } = useMemo(() => listScreenParams(spec, values, { dayZone }), [spec, values, dayZone]);
  const { pending = false, ...paging } = options;
  const paged = usePagedList(source.fetcher, source.queryKey, params, {
    ...paging,
    enabled: (options.enabled ?? true) && (source.enabled ?? true),
  });
  const list = useMemo(() => (pending ? { ...paged, isLoading: true } : paged), [paged, pending]);
  return { filters, values, params, rejected, list, filtered: filters.activeCount > 0 };
}
