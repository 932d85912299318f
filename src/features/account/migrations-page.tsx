import { MigrationRuns } from './migrations/migration-runs';
import { MigrationSwitches } from './migrations/migration-switches';
import { Screen } from '@/components/screen';
import { paths } from '@/lib/paths';

/** Migration from the legacy platform: the import runs with their results, and the switches that limit them. */
export default function MigrationsPage() {
  return (
    <Screen gap="6" path={paths.account.migrations}>
      <MigrationRuns />
      <MigrationSwitches />
    </Screen>
  );
}
