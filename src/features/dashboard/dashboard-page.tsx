import { Alert, Box, Button, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useGetDashboard } from '@generated/admin/hooks/dashboard/dashboard';
import { useGetLicenses } from '@generated/admin/hooks/licenses/licenses';
import type { Dashboard, LicenseUse } from '@generated/admin/model';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useCan } from '@/auth/use-profile';
import { useSession } from '@/auth/use-session';
import { usePageTitle } from '@/components/use-page-title';
import { BarList } from './bar-list';
import { LatestPayloads } from './latest-payloads';
import { StatCard } from './stat-card';

export default function DashboardPage() {
  const { t } = useLingui();
  usePageTitle(t`Dashboard`);
  const { client } = useSession();
  const allowed = useCan('getDashboard');
  const dashboard = useGetDashboard(client, { query: { enabled: allowed } });
  const licences = useGetLicenses(client, { query: { enabled: useCan('getLicenses') } });
  return (
    <Stack gap="8">
      <Heading as="h1" size="2xl"><Trans>Dashboard</Trans></Heading>
      {dashboard.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title><Trans>The dashboard could not be loaded.</Trans></Alert.Title>
          <Button size="sm" variant="outline" onClick={() => void dashboard.refetch()}><Trans>Retry</Trans></Button>
        </Alert.Root>
      ) : null}
      {allowed ? null : <Text color="fg.muted"><Trans>Your roles do not allow viewing the device and device user figures.</Trans></Text>}
      {allowed ? <Figures data={dashboard.data} loading={dashboard.isPending} licences={licences.data} /> : null}
      <LatestPayloads />
    </Stack>
  );
}

interface FiguresProps {
  data: Dashboard | undefined;
  loading: boolean;
  licences: LicenseUse | undefined;
}

/** Device and device user counts, version spreads and licence use. */
function Figures({ data, loading, licences }: FiguresProps) {
  const { t } = useLingui();
  return (
    <>
      <Section title={t`Devices`} loading={loading}>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          <StatCard label={t`Activated`} value={data?.devices.activated} />
          <StatCard label={t`Pending`} value={data?.devices.pending} />
          <StatCard label={t`Deactivated`} value={data?.devices.deactivated} />
          <StatCard label={t`Legacy`} value={data ? data.devices.legacyActivated + data.devices.legacyDeactivated : undefined} help={data ? t`${data.devices.legacyActivated} activated, ${data.devices.legacyDeactivated} deactivated` : undefined} />
        </SimpleGrid>
      </Section>
      <Section title={t`Device users`} loading={loading}>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          <StatCard label={t`Onboarded`} value={data?.users.onboarded} />
          <StatCard label={t`Offboarded`} value={data?.users.offboarded} />
          <StatCard label={t`Legacy`} value={data ? data.users.legacyOnboarded + data.users.legacyOffboarded : undefined} help={data ? t`${data.users.legacyOnboarded} onboarded, ${data.users.legacyOffboarded} offboarded` : undefined} />
        </SimpleGrid>
      </Section>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
        <Section title={t`App versions`} loading={loading}>
          <BarList label={t`Devices per app version`} bars={(data?.app_versions ?? []).map((entry) => ({ label: entry.version, value: entry.count }))} />
        </Section>
        <Section title={t`OS versions`} loading={loading}>
          <BarList label={t`Devices per OS version`} bars={(data?.os_versions ?? []).map((entry) => ({ label: entry.version, value: entry.count }))} />
        </Section>
        {licences ? (
          <Section title={t`Licence use`} loading={false}>
            <BarList label={t`Licences used per service`} bars={licences.services.map((entry) => ({ label: entry.service, value: entry.used, max: entry.limit }))} format={(bar) => t`${bar.value} of ${bar.max ?? 0}`} />
          </Section>
        ) : null}
      </SimpleGrid>
    </>
  );
}

function Section({ title, loading, children }: { title: string; loading: boolean; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="md" mb="3">{title}</Heading>
      {loading ? <Skeleton height="24" /> : children}
    </Box>
  );
}
