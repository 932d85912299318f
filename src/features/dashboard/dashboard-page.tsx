import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useGetDashboard } from '@generated/admin/hooks/dashboard/dashboard';
import type { DashboardVersionCount } from '@generated/admin/model';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import { ScreenHeading } from '@/components/screen-heading';
import { paths } from '@/lib/paths';
import { AlertSummaryCard } from './alert-summary-card';
import { BarList, BarListSkeleton } from './bar-list';
import { DashboardCard, type CardQuery } from './dashboard-card';
import { LatestPayloads } from './latest-payloads';
import { LicenceCard } from './licence-card';
import { StatCard } from './stat-card';

/** Rows the version charts keep while loading: most fleets run a handful of versions. */
const VERSION_ROWS = 4;
const NO_VALUE = '–';

export default function DashboardPage() {
  const allowed = usePermission('getDashboard').allowed;
  return (
    <Stack gap="8">
      <ScreenHeading path={paths.dashboard} />
      {allowed ? (
        <Figures />
      ) : (
        <Text color="fg.muted">
          <Trans>Your roles do not allow viewing the device and device user figures.</Trans>
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <AlertSummaryCard />
        <LicenceCard />
      </SimpleGrid>
      <LatestPayloads />
    </Stack>
  );
}

/** Device and device user counts and version spreads (`GET dashboard`); each card shows the request's state. */
function Figures() {
  const { t } = useLingui();
  const { client } = useSession();
  const dashboard = useGetDashboard(client);
  const data = dashboard.data;
  const legacyActivated = data?.devices.legacyActivated;
  const legacyDeactivated = data?.devices.legacyDeactivated;
  const legacyOnboarded = data?.users.legacyOnboarded;
  const legacyOffboarded = data?.users.legacyOffboarded;
  // The figures keep their final layout while loading ('–' for each number), so nothing moves when they arrive.
  const devices = (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
      <StatCard label={t`Activated`} value={data?.devices.activated} />
      <StatCard label={t`Pending`} value={data?.devices.pending} />
      <StatCard label={t`Deactivated`} value={data?.devices.deactivated} />
      <StatCard
        label={t`Legacy`}
        value={data ? data.devices.legacyActivated + data.devices.legacyDeactivated : undefined}
        help={data ? t`${legacyActivated} activated, ${legacyDeactivated} deactivated` : NO_VALUE}
      />
    </SimpleGrid>
  );
  const users = (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
      <StatCard label={t`Onboarded`} value={data?.users.onboarded} />
      <StatCard label={t`Offboarded`} value={data?.users.offboarded} />
      <StatCard
        label={t`Legacy`}
        value={data ? data.users.legacyOnboarded + data.users.legacyOffboarded : undefined}
        help={data ? t`${legacyOnboarded} onboarded, ${legacyOffboarded} offboarded` : NO_VALUE}
      />
    </SimpleGrid>
  );
  return (
    <>
      <DashboardCard title={t`Devices`} query={dashboard} loading={devices}>
        {devices}
      </DashboardCard>
      <DashboardCard title={t`Device users`} query={dashboard} loading={users}>
        {users}
      </DashboardCard>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <VersionCard
          title={t`App versions`}
          query={dashboard}
          versions={data?.app_versions}
          chartLabel={t`Devices per app version`}
          emptyText={<Trans>No device has reported an app version yet.</Trans>}
        />
        <VersionCard
          title={t`OS versions`}
          query={dashboard}
          versions={data?.os_versions}
          chartLabel={t`Devices per OS version`}
          emptyText={<Trans>No device has reported an OS version yet.</Trans>}
        />
      </SimpleGrid>
    </>
  );
}

interface VersionCardProps {
  title: string;
  query: CardQuery;
  versions: readonly DashboardVersionCount[] | undefined;
  chartLabel: string;
  emptyText: ReactNode;
}

/** How many devices run each version (of the app or of the OS). */
function VersionCard({ title, query, versions = [], chartLabel, emptyText }: VersionCardProps) {
  return (
    <DashboardCard
      title={title}
      query={query}
      empty={versions.length === 0}
      emptyText={emptyText}
      loading={<BarListSkeleton rows={VERSION_ROWS} />}
    >
      <BarList label={chartLabel} bars={versions.map((entry) => ({ label: entry.version, value: entry.count }))} />
    </DashboardCard>
  );
}
