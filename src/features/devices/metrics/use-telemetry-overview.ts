import { useQuery } from '@tanstack/react-query';
import { getListTelemetryQueryKey, listTelemetry } from '@generated/admin/hooks/telemetry/telemetry';
import type { ListTelemetryParams } from '@generated/admin/model';
import { useMemo } from 'react';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import { fetchAllPages } from '@/components/data-table/fetch-all';
import { latestPerDevice } from '../model/telemetry-summary';

/** The latest telemetry report of every device (GET telemetry, all pages); the key extends the generated one. */
export function useTelemetryOverview(params: ListTelemetryParams) {
  const { client } = useSession();
  const allowed = usePermission('listTelemetry').allowed;
  const query = useQuery({
    queryKey: [...getListTelemetryQueryKey(client, params), 'all'],
    queryFn: ({ signal }) => fetchAllPages((p: ListTelemetryParams, s?: AbortSignal) => listTelemetry(client, p, s), params, { signal }),
    enabled: allowed && Boolean(client),
  });
  const reports = useMemo(() => latestPerDevice(query.data ?? []), [query.data]);
  return { query, reports, allowed };
}
