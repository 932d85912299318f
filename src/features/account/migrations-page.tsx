import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@/components/use-page-title';
import { PageHeading } from '@/components/page-heading';
import { MigrationRuns } from './migrations/migration-runs';
import { MigrationSwitches } from './migrations/migration-switches';

/** Migration from the legacy platform: the import runs with their results, and the switches that limit them. */
export default function MigrationsPage() {
  const { t } = useLingui();
  const title = t`Migrations`;
  usePageTitle(title);
  return (
    <Stack gap="6">
      <PageHeading
        title={title}
        description={<Trans>Imports of devices, users and payloads from the legacy platform, and what they may change.</Trans>}
      />
      <MigrationRuns />
      <MigrationSwitches />
    </Stack>
  );
}
