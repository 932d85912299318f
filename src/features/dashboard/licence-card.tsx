import { useGetLicenses } from '@generated/admin/hooks/licenses/licenses';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import { byServiceOrder, SERVICE_ORDER, useServiceLabels } from '@/components/service-labels';
import { BarList, BarListSkeleton } from './bar-list';
import { DashboardCard } from './dashboard-card';

/** Licences used against the limit, per service (`GET licenses`). */
export function LicenceCard() {
  const { t } = useLingui();
  const { client } = useSession();
  const allowed = usePermission('getLicenses').allowed;
  const licences = useGetLicenses(client, { query: { enabled: allowed } });
  const labels = useServiceLabels();
  if (!allowed) return null;
  const services = byServiceOrder(licences.data?.services ?? []);
  return (
    <DashboardCard
      title={t`Licence use`}
      query={licences}
      empty={services.length === 0}
      emptyText={<Trans>No service is licensed yet.</Trans>}
      loading={<BarListSkeleton rows={SERVICE_ORDER.length} />}
    >
      <BarList
        label={t`Licences used per service`}
        bars={services.map((entry) => ({ label: labels[entry.service] ?? entry.service, value: entry.used, max: entry.limit }))}
        format={(bar) => {
          const used = bar.value;
          const limit = bar.max ?? 0;
          return t`${used} of ${limit}`;
        }}
      />
    </DashboardCard>
  );
}
