import { Stack } from '@chakra-ui/react';
import { MigrationRuns } from './migrations/migration-runs';
import { MigrationSwitches } from './migrations/migration-switches';
import { ScreenHeading } from '@/components/screen-heading';
import { paths } from '@/lib/paths';

/** Migration from the legacy platform: the import runs with their results, and the switches that limit them. */
export default function MigrationsPage() {
  return (
    <Stack gap="6">
      <ScreenHeading path={paths.account.migrations} />
      <MigrationRuns />
      <MigrationSwitches />
    </Stack>
  );
}
