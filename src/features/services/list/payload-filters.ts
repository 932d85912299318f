import type { ListPayloadsParams, PayloadType } from '@generated/client/model';
import { listPayloadsQueryParams } from '@generated/client/zod/payloads/payloads';
import { PayloadState } from '@generated/client/model';
import { dateRangeParams } from '@/components/filters/date-range';
import { urlParam } from '@/components/url-state/url-params';
import type { UrlValues } from '@/components/url-state/use-url-state';
import type { PagingShape } from '@/components/data-table/use-paged-list';
import type { ListScreenSpec } from '@/components/list-screen/use-list-screen';
import type { ServiceKind } from '@/lib/paths';
import { PAYLOAD_TYPES } from '@/lib/payload-types';
import { typesOfList } from '../model/payload-kinds';

export const DATE_FIELDS = ['payload_time', 'updated_at', 'processed_at'] as const;

/** The filters of every payload list, kept in the URL (module level: a stable spec). */
export const payloadFilterSpec = {
  types: urlParam.enumList(PAYLOAD_TYPES),
  state: urlParam.enumList(Object.values(PayloadState)),
  date_filter: urlParam.enumOf(DATE_FIELDS, 'payload_time'),
  from: urlParam.date(),
  to: urlParam.date(),
  device: urlParam.text(),
  user: urlParam.text(),
  group: urlParam.text(),
  late: urlParam.boolean(),
  search: urlParam.text(),
  sort: urlParam.sort(),
};

/** Photos as a grid of thumbnails (default) or as a table; not a filter, so "Clear all" keeps it. */
export const photoViewSpec = { view: urlParam.enumOf(['grid', 'table'] as const, 'grid') };

export type PayloadFilterValues = UrlValues<typeof payloadFilterSpec>;

/**
 * The types a list asks for: those chosen in the filter, within the list's own types and the
 * profile's payload types. Never empty: with nothing chosen, all the list's allowed types.
 */
export function requestedTypes(
  chosen: readonly PayloadType[],
  listTypes: readonly PayloadType[],
  allowed: readonly string[] | undefined,
): PayloadType[] {
  const permitted = listTypes.filter((type) => !allowed || allowed.includes('*') || allowed.includes(type));
  const picked = chosen.filter((type) => permitted.includes(type));
  return picked.length ? picked : permitted;
}

/** The listPayloads query for the filters (the date filter and search as the API names them). */
export function payloadListParams(
  values: PayloadFilterValues,
  types: readonly PayloadType[],
  allTypes: boolean,
  dayZone: string,
): ListPayloadsParams {
  return {
    ...(allTypes ? {} : { types: [...types] }),
    ...(values.state.length ? { payload_state: [...values.state] } : {}),
    ...(values.from || values.to ? { date_filter: values.date_filter } : {}),
    ...dateRangeParams({ from: values.from, to: values.to }, dayZone),
    ...(values.device ? { device_reference: values.device } : {}),
    ...(values.user ? { device_user_reference: values.user } : {}),
    ...(values.group ? { group: values.group } : {}),
    ...(values.late !== undefined ? { is_late: values.late } : {}),
    ...(values.search ? { search: values.search } : {}),
  };
}

/** The payload lists page by 100 rows and show the total. */
export const PAYLOAD_PAGING: PagingShape = { total: true, pageSize: 100 };

/** The types a payload list may show this user: its own, within the profile's payload types. */
export function payloadListTypes(kind: 'all' | ServiceKind, allowedTypes: readonly string[] | undefined): PayloadType[] {
  return requestedTypes([], typesOfList(kind), allowedTypes);
}

/**
 * A payload list's screen spec for the profile's payload types: the URL filters as the listPayloads
 * query. The screen and its route loader share it, so the prefetched rows are the ones the screen shows.
 */
export function payloadListSpec(
  kind: 'all' | ServiceKind,
  allowedTypes: readonly string[] | undefined,
): ListScreenSpec<typeof payloadFilterSpec, ListPayloadsParams> {
  return {
    url: payloadFilterSpec,
    schema: listPayloadsQueryParams,
    toParams: (values, { dayZone }) => {
      const types = requestedTypes(values.types, typesOfList(kind), allowedTypes);
      return payloadListParams(values, types, kind === 'all' && types.length === PAYLOAD_TYPES.length, dayZone);
    },
  };
}
