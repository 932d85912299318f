import type { ListPayloadsParams, PayloadType } from '@generated/client/model';
import { PayloadState } from '@generated/client/model';
import { dateRangeParams } from '@/components/filters/date-range';
import { urlParam } from '@/components/url-state/url-params';
import type { UrlValues } from '@/components/url-state/use-url-state';
import { ALL_TYPES } from '../model/payload-kinds';

export const DATE_FIELDS = ['payload_time', 'updated_at', 'processed_at'] as const;

/** The filters of every payload list, kept in the URL (module level: a stable spec). */
export const payloadFilterSpec = {
  types: urlParam.enumList(ALL_TYPES),
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
export function requestedTypes(chosen: readonly PayloadType[], listTypes: readonly PayloadType[], allowed: readonly string[] | undefined): PayloadType[] {
  const permitted = listTypes.filter((type) => !allowed || allowed.includes('*') || allowed.includes(type));
  const picked = chosen.filter((type) => permitted.includes(type));
  return picked.length ? picked : permitted;
}

/** The listPayloads query for the filters (the date filter and search as the API names them). */
export function payloadListParams(values: PayloadFilterValues, types: readonly PayloadType[], allTypes: boolean): ListPayloadsParams {
  return {
    ...(allTypes ? {} : { types: [...types] }),
    ...(values.state.length ? { payload_state: [...values.state] } : {}),
    ...(values.from || values.to ? { date_filter: values.date_filter } : {}),
    ...dateRangeParams({ from: values.from, to: values.to }),
    ...(values.device ? { device_reference: values.device } : {}),
    ...(values.user ? { device_user_reference: values.user } : {}),
    ...(values.group ? { group: values.group } : {}),
    ...(values.late !== undefined ? { is_late: values.late } : {}),
    ...(values.search ? { search: values.search } : {}),
  };
}
