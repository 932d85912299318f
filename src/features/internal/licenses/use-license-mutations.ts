import { getListAllLicensesQueryKey, putClientLicenses } from '@generated/internal/hooks/licenses/licenses';
import type { ClientLicenseLimits } from '@generated/internal/model';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/lib/notify';

/** Saves a client's licence limits, then refreshes every licence overview. */
export function useLicenseMutations() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const saveLimits = async (limits: ClientLicenseLimits) => {
    const saved = await putClientLicenses(limits.client, limits);
    const client = limits.client;
    notifySuccess(t`Licence limits of ${client} saved`);
    await queryClient.invalidateQueries({ queryKey: getListAllLicensesQueryKey() });
    return saved;
  };
  return { saveLimits };
}
