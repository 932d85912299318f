import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getGetPayloadsDataQueryOptions } from '@generated/client/hooks/data/data';
import type { PayloadData } from '@generated/client/model';
import { batches } from '../model/thread-window';
import { freshness } from '@/api/freshness';

/** A stable `combine`: TanStack Query then rebuilds the map only when an answer changed. */
function linksOf(results: readonly { data?: { data?: PayloadData[] } | undefined; isPending: boolean; isError: boolean }[]) {
  const links = new Map<string, PayloadData>();
  for (const result of results) for (const item of result.data?.data ?? []) links.set(item.payload_reference, item);
  return { links, settled: results.every((result) => !result.isPending), isError: results.some((result) => result.isError) };
}

/**
 * Play links for many payloads at once (GET data, up to 100 references a call), e.g. the messages
 * of a thread or the photos of a page. `settled` tells when a missing reference is really missing.
 */
export function useBatchLinks(references: readonly string[], enabled: boolean) {
  const groups = useMemo(() => batches([...new Set(references)]), [references]);
  return useQueries({
    queries: groups.map((group) => ({
      ...getGetPayloadsDataQueryOptions({ payload_references: group, action: 'play' }),
      enabled,
      staleTime: freshness.signedLink,
    })),
    combine: linksOf,
  });
}
