import { SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useGetLicenses } from '@generated/admin/hooks/licenses/licenses';
import { Trans } from '@lingui/react/macro';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import { DateTime } from '@/components/date-time/date-time';
import { HeadedSection } from '@/components/headed-section';
import { LoadError } from '@/components/load-error';
import { LoadingPlaceholder } from '@/components/loading-placeholder';
import { GroupUseTable } from './licenses/group-use-table';
import { byServiceOrder, useServiceLabels } from '@/components/service-labels';
import { Screen } from '@/components/screen';
import { paths } from '@/lib/paths';
import { ServiceUseCard } from './licenses/service-use-card';

/** Licence use against the limit per service, and per group (`GET licenses`). */
export default function LicensesPage() {
  const { client } = useSession();
  const allowed = usePermission('getLicenses').allowed;
  const query = useGetLicenses(client, { query: { enabled: allowed } });
  const labels = useServiceLabels();
  const data = query.data;
  return (
    <Screen
      gap="8"
      path={paths.account.licenses}
      description={
        data ? (
          <Trans>
            A licence is in use for each active device with the service enabled. Counted <DateTime value={data.updated_at} />.
          </Trans>
        ) : undefined
      }
    >
      {!allowed ? (
        <Text color="fg.muted">
          <Trans>Your roles do not allow viewing licences.</Trans>
        </Text>
      ) : query.isError ? (
        <LoadError title={<Trans>The licences could not be loaded.</Trans>} error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <LoadingPlaceholder>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} height="32" rounded="md" />
            ))}
          </SimpleGrid>
        </LoadingPlaceholder>
      ) : (
        <>
          <HeadedSection title={<Trans>Per service</Trans>} headingSize="lg">
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
          </HeadedSection>
          <HeadedSection title={<Trans>Per group</Trans>} headingSize="lg">
            <Text fontSize="sm" color="fg.muted">
              <Trans>Each service shows licences in use / devices expected for the group's onboarded users.</Trans>
            </Text>
            <GroupUseTable groups={data.groups} />
          </HeadedSection>
        </>
      )}
    </Screen>
  );
}
