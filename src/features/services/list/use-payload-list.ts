import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { getListPayloadsQueryKey, listPayloads } from '@generated/client/hooks/payloads/payloads';
import type { ListPayloadsParams, Payload, PayloadType } from '@generated/client/model';
import { useListScreen, type ListScreenState } from '@/components/list-screen/use-list-screen';
import type { ServiceKind } from '@/lib/paths';
import { rememberQueue } from '../model/review-queue';
import { PAYLOAD_PAGING, payloadListSpec, payloadListTypes, type payloadFilterSpec } from './payload-filters';

export interface PayloadList {
  screen: ListScreenState<typeof payloadFilterSpec, ListPayloadsParams, Payload>;
  /** The types this list may show for this user (its own, within the profile's payload types). */
  listTypes: PayloadType[];
}

const source = { fetcher: listPayloads, queryKey: getListPayloadsQueryKey };

/**
 * A payload list on the list block, for the profile's payload types (`undefined` while it loads:
 * the list shows as loading). Rows of types the list does not show are never asked for.
 */
export function usePayloadList(kind: 'all' | ServiceKind, allowedTypes: readonly string[] | undefined, canList: boolean): PayloadList {
  const listTypes = useMemo(() => payloadListTypes(kind, allowedTypes), [kind, allowedTypes]);
  const spec = useMemo(() => payloadListSpec(kind, allowedTypes), [kind, allowedTypes]);
  const loaded = allowedTypes !== undefined;
  const screen = useListScreen(spec, source, {
    ...PAYLOAD_PAGING,
    enabled: loaded && canList && listTypes.length > 0,
    pending: !loaded,
  });
  return { screen, listTypes };
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
