import { Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useGetLicenses } from '@generated/admin/hooks/licenses/licenses';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import { DateTime } from '@/components/date-time/date-time';
import { LoadError } from '@/components/load-error';
import { usePageTitle } from '@/components/use-page-title';
import { GroupUseTable } from './licenses/group-use-table';
import { byServiceOrder, useServiceLabels } from '@/components/service-labels';
import { PageHeading } from '@/components/page-heading';
import { ServiceUseCard } from './licenses/service-use-card';

/** Licence use against the limit per service, and per group (`GET licenses`). */
export default function LicensesPage() {
  const { t } = useLingui();
  usePageTitle(t`Licenses`);
  const { client } = useSession();
  const allowed = usePermission('getLicenses').allowed;
  const query = useGetLicenses(client, { query: { enabled: allowed } });
  const labels = useServiceLabels();
  const data = query.data;
  return (
    <Stack gap="8">
      <PageHeading
        title={<Trans>Licenses</Trans>}
        description={
          data ? (
            <Trans>
              A licence is in use for each active device with the service enabled. Counted <DateTime value={data.updated_at} />.
            </Trans>
          ) : (
            <Trans>A licence is in use for each active device with the service enabled.</Trans>
          )
        }
      />
      {!allowed ? (
        <Text color="fg.muted">
          <Trans>Your roles do not allow viewing licences.</Trans>
        </Text>
      ) : query.isError ? (
        <LoadError title={<Trans>The licences could not be loaded.</Trans>} error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Stack gap="4" aria-busy="true">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} height="32" rounded="md" />
            ))}
          </SimpleGrid>
          <Text srOnly>
            <Trans>Loading…</Trans>
          </Text>
        </Stack>
      ) : (
        <>
          <Stack gap="3" as="section" aria-labelledby="licences-services">
            <Heading as="h2" size="lg" id="licences-services">
              <Trans>Per service</Trans>
            </Heading>
            {data.services.length ? (
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
                {byServiceOrder(data.services).map((use) => (
                  <ServiceUseCard key={use.service} use={use} label={labels[use.service] ?? use.service} />
                ))}
              </SimpleGrid>
            ) : (
              <Text color="fg.muted">
                <Trans>No service has a licence limit.</Trans>
              </Text>
            )}
          </Stack>
          <Stack gap="3" as="section" aria-labelledby="licences-groups">
            <Heading as="h2" size="lg" id="licences-groups">
              <Trans>Per group</Trans>
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <Trans>Each service shows licences in use / devices expected for the group's onboarded users.</Trans>
            </Text>
            <GroupUseTable groups={data.groups} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
