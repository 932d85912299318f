import { useGetLicenses } from '@generated/admin/hooks/licenses/licenses';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCan } from '@/auth/use-profile';
import { useSession } from '@/auth/use-session';
import { byServiceOrder, useServiceLabels } from '@/components/service-labels';
import { BarList } from './bar-list';
import { DashboardCard } from './dashboard-card';

/** Licences used against the limit, per service (`GET licenses`). */
export function LicenceCard() {
  const { t } = useLingui();
  const { client } = useSession();
  const allowed = useCan('getLicenses');
  const licences = useGetLicenses(client, { query: { enabled: allowed } });
  const labels = useServiceLabels();
  if (!allowed) return null;
  const services = byServiceOrder(licences.data?.services ?? []);
  return (
    <DashboardCard title={t`Licence use`} query={licences} empty={services.length === 0} emptyText={<Trans>No service is licensed yet.</Trans>} skeletonHeight="32">
      <BarList label={t`Licences used per service`} bars={services.map((entry) => ({ label: labels[entry.service] ?? entry.service, value: entry.used, max: entry.limit }))} format={(bar) => t`${bar.value} of ${bar.max ?? 0}`} />
    </DashboardCard>
  );
}
