import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useGetDashboard } from '@generated/admin/hooks/dashboard/dashboard';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import { usePageTitle } from '@/components/use-page-title';
import { AlertSummaryCard } from './alert-summary-card';
import { BarList, BarListSkeleton } from './bar-list';
import { DashboardCard } from './dashboard-card';
import { LatestPayloads } from './latest-payloads';
import { LicenceCard } from './licence-card';
import { StatCard } from './stat-card';

/** Rows the version charts keep while loading: most fleets run a handful of versions. */
const VERSION_ROWS = 4;
const NO_VALUE = '–';

export default function DashboardPage() {
  const { t } = useLingui();
  usePageTitle(t`Dashboard`);
  const allowed = usePermission('getDashboard').allowed;
  return (
    <Stack gap="8">
      <Heading as="h1" size="2xl">
        <Trans>Dashboard</Trans>
      </Heading>
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
  const appVersions = (data?.app_versions ?? []).map((entry) => ({ label: entry.version, value: entry.count }));
  const osVersions = (data?.os_versions ?? []).map((entry) => ({ label: entry.version, value: entry.count }));
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
        <DashboardCard
          title={t`App versions`}
          query={dashboard}
          empty={appVersions.length === 0}
          emptyText={<Trans>No device has reported an app version yet.</Trans>}
          loading={<BarListSkeleton rows={VERSION_ROWS} />}
        >
          <BarList label={t`Devices per app version`} bars={appVersions} />
        </DashboardCard>
        <DashboardCard
          title={t`OS versions`}
          query={dashboard}
          empty={osVersions.length === 0}
          emptyText={<Trans>No device has reported an OS version yet.</Trans>}
          loading={<BarListSkeleton rows={VERSION_ROWS} />}
        >
          <BarList label={t`Devices per OS version`} bars={osVersions} />
        </DashboardCard>
      </SimpleGrid>
    </>
  );
}
