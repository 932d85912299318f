import { Button, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getListPayloadsQueryKey, listPayloads } from '@generated/client/hooks/payloads/payloads';
import type { ListPayloadsParams, Payload, PayloadType } from '@generated/client/model';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';
import { freshness } from '@/api/freshness';

interface TypeCountsProps {
  types: readonly PayloadType[];
  /** The list's other filters; each count asks for one type with them. */
  params: ListPayloadsParams;
  selected: readonly PayloadType[];
  /** Loaded rows of the list, which already count the types they cover once every page is in. */
  rows: readonly Payload[];
  /** The list is still loading its first page (or the page of new filters). */
  loading: boolean;
  /** Every page of the current filters is loaded. */
  complete: boolean;
  onSelect: (types: PayloadType[]) => void;
}

/**
 * How many payloads of each type match the other filters; a click shows only that type (again: all).
 * Types the fully loaded list already covers are counted from its rows; the others are asked for
 * one type at a time (query_result=total), after the list itself, so the rows come first.
 */
export function TypeCounts({ types, params, selected, rows, loading, complete, onSelect }: TypeCountsProps) {
  const { t, i18n } = useLingui();
  const base = useMemo(() => {
    const { types: _ignored, ...rest } = params;
    return rest;
  }, [params]);
  const coveredByRows = (type: PayloadType) => complete && (selected.length === 0 || selected.includes(type));
  const totals = useQueries({
    queries: types.map((type) => {
      const query: ListPayloadsParams = { ...base, types: [type], query_result: 'total' };
      return {
        queryKey: getListPayloadsQueryKey(query),
        queryFn: ({ signal }: { signal: AbortSignal }) => listPayloads(query, signal),
        staleTime: freshness.live,
        enabled: !loading && !coveredByRows(type),
      };
    }),
  });
  const loaded = useMemo(() => {
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.payload_type, (counts.get(row.payload_type) ?? 0) + 1);
    return counts;
  }, [rows]);

  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={t`Payloads per type`} data-testid="type-counts">
      {types.map((type, index) => {
        const answer = totals[index];
        const server = typeof answer?.data?.total === 'number' ? answer.data.total : undefined;
        const total = server ?? (coveredByRows(type) ? (loaded.get(type) ?? 0) : undefined);
        const waiting = total === undefined && !answer?.isSuccess && !answer?.isError;
        const active = selected.length === 1 && selected[0] === type;
        return (
          <Button
            key={type}
            size="xs"
            variant={active ? 'solid' : 'outline'}
            aria-pressed={active}
            onClick={() => onSelect(active ? [] : [type])}
          >
            {i18n._(PAYLOAD_TYPE_LABELS[type])}{' '}
            {waiting ? (
              <Skeleton h="3" w="4" />
            ) : (
              <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums">
                {total === undefined ? '–' : i18n.number(total)}
              </Text>
            )}
          </Button>
        );
      })}
    </HStack>
  );
}
