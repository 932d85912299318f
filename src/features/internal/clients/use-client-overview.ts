import { getListAllLicensesQueryKey, listAllLicenses } from '@generated/internal/hooks/licenses/licenses';
import { useGetTelemetrySummary } from '@generated/internal/hooks/telemetry/telemetry';
import type { ClientLicenseUse, ClientTelemetry } from '@generated/internal/model';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchAllPages } from '@/components/data-table/fetch-all';
import { freshness } from '@/api/freshness';

/** Licence use (every page of `GET /licenses`) and telemetry (`GET /telemetry`) by client, for the clients list. */
export function useClientOverview() {
  const licenses = useQuery({
    queryKey: [...getListAllLicensesQueryKey(), 'all'],
    queryFn: ({ signal }) => fetchAllPages(listAllLicenses, {}, { signal }),
    staleTime: freshness.minute,
  });
  const telemetry = useGetTelemetrySummary({ query: { staleTime: freshness.minute } });
  const licenceByClient = useMemo(
    () => new Map<string, ClientLicenseUse>((licenses.data ?? []).map((row) => [row.client, row])),
    [licenses.data],
  );
  const telemetryByClient = useMemo(
    () => new Map<string, ClientTelemetry>((telemetry.data?.data ?? []).map((row) => [row.client, row])),
    [telemetry.data],
  );
  return { licenses, telemetry, licenceByClient, telemetryByClient };
}
