import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { getListPayloadsQueryKey, listPayloads } from '@generated/client/hooks/payloads/payloads';
import type { ListPayloadsParams, Payload, PayloadType } from '@generated/client/model';
import { usePagedList, type PagedList } from '@/components/data-table/use-paged-list';
import type { UrlState } from '@/components/url-state/use-url-state';
import type { ServiceKind } from '@/lib/paths';
import { rememberQueue } from '../model/review-queue';
import { PAYLOAD_PAGING, payloadListQueryParams, payloadListTypes, type payloadFilterSpec } from './payload-filters';

export interface PayloadList {
  list: PagedList<Payload>;
  params: ListPayloadsParams;
  /** The types this list may show for this user (its own, within the profile's payload types). */
  listTypes: PayloadType[];
}

/**
 * The rows of a payload list for the URL filters. Rows of types the list does not show are left
 * out, from the screen and the CSV (a server that ignores `types` must not put an SMS among the calls).
 */
export function usePayloadList(
  kind: 'all' | ServiceKind,
  filters: UrlState<typeof payloadFilterSpec>,
  allowedTypes: readonly string[] | undefined,
  enabled: boolean,
): PayloadList {
  const values = filters.values;
  const listTypes = useMemo(() => payloadListTypes(kind, allowedTypes), [kind, allowedTypes]);
  const params = useMemo(() => payloadListQueryParams(kind, values, allowedTypes), [kind, values, allowedTypes]);
  const paged = usePagedList(listPayloads, getListPayloadsQueryKey, params, {
    ...PAYLOAD_PAGING,
    enabled: enabled && listTypes.length > 0,
  });

  return { list: paged, params, listTypes };
}

/** Remembers the rows in the order on screen, for previous and next on the detail page. */
export function useRememberQueue(rows: readonly Payload[]): void {
  const location = useLocation();
  const listHref = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (rows.length)
      rememberQueue({ listHref, entries: rows.map((row) => ({ reference: row.payload_reference, type: row.payload_type })) });
  }, [rows, listHref]);
}
