import { getGetDashboardQueryOptions } from '@generated/admin/hooks/dashboard/dashboard';
import { getGetLicensesQueryOptions } from '@generated/admin/hooks/licenses/licenses';
import { getListPayloadsQueryOptions } from '@generated/client/hooks/payloads/payloads';
import { queryClient } from '@/api/query-client';
import { loadSignedInProfile, profileAllows } from '@/auth/use-profile';
import { prefetchAlertSummary } from '@/components/alerts/prefetch-alert-summary';

/** The latest payloads card's query. */
export const LATEST_PAYLOADS_PARAMS = { limit: 5 };

/** Route loader part of the dashboard: every card's request the profile allows starts with the page's chunk. */
export function prefetch(): void {
  void prefetchDashboard();
}

async function prefetchDashboard(): Promise<void> {
  const signedIn = await loadSignedInProfile();
  if (!signedIn) return;
  const { client, profile } = signedIn;
  const can = (action: string) => profileAllows(profile, action);
  if (can('getDashboard')) void queryClient.prefetchQuery(getGetDashboardQueryOptions(client));
  prefetchAlertSummary(signedIn);
  if (can('getLicenses')) void queryClient.prefetchQuery(getGetLicensesQueryOptions(client));
  if (can('listPayloads')) void queryClient.prefetchQuery(getListPayloadsQueryOptions(LATEST_PAYLOADS_PARAMS));
}
