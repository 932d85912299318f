import { getGetAlertSummaryQueryOptions } from '@generated/admin/hooks/alerts/alerts';
import { queryClient } from '@/api/query-client';
import { profileAllows, type SignedIn } from '@/auth/use-profile';

/** Starts loading the alert summary (the header's bell, the dashboard's card) where the profile allows it. */
export function prefetchAlertSummary({ client, profile }: SignedIn): void {
  if (profileAllows(profile, 'getAlertSummary')) void queryClient.prefetchQuery(getGetAlertSummaryQueryOptions(client, undefined));
}
