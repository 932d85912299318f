import { useQuery } from '@tanstack/react-query';
import { getGetMetricsQueryKey, getMetrics } from '@generated/admin/hooks/metrics/metrics';
import type { GetMetricsParams, MetricsScope } from '@generated/admin/model';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import { fetchAllPages } from '@/components/data-table/fetch-all';
import { byPeriod } from '../model/period-label';

/** Every period of a scope (GET metrics/{scope}, all pages), oldest first; the key extends the generated one. */
export function useMetrics(scope: MetricsScope, params: GetMetricsParams) {
  const { client } = useSession();
  const allowed = usePermission('getMetrics').allowed;
  const query = useQuery({
    queryKey: [...getGetMetricsQueryKey(client, scope, params), 'all'],
    queryFn: async ({ signal }) =>
      byPeriod(await fetchAllPages((p: GetMetricsParams, s?: AbortSignal) => getMetrics(client, scope, p, s), params, { signal })),
    enabled: allowed && Boolean(client),
  });
  const { data, error, isError, isPending, isSuccess, refetch } = query;
  return { data, error, isError, isPending, isSuccess, refetch, allowed };
}
