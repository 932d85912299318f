import { usePutClientLicenses } from '@generated/internal/hooks/licenses/licenses';
import type { ClientLicenseLimits } from '@generated/internal/model';
import { useLingui } from '@lingui/react/macro';
import { shownInline } from '@/api/error-notice';
import { notifySuccess } from '@/lib/notify';

/** Saves a client's licence limits from the limits form, which shows a refusal itself. */
export function useLicenseMutations() {
  const { t } = useLingui();
  const put = usePutClientLicenses({ mutation: { meta: shownInline } });
  const saveLimits = async (limits: ClientLicenseLimits) => {
    const saved = await put.mutateAsync({ client: limits.client, data: limits });
    const client = limits.client;
    notifySuccess(t`Licence limits of ${client} saved`);
    return saved;
  };
  return { saveLimits };
}
