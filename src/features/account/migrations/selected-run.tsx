import { Alert, Box, Heading, HStack, Text } from '@chakra-ui/react';
import type { MigrationRun } from '@generated/client/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { DateTime } from '@/components/date-time/date-time';
import { StateBadge } from '@/components/state-badge/state-badge';
import { MigrationResults } from './migration-results';

/** The results of the run chosen in the list; focus moves to them when a run is chosen. */
export function SelectedRun({ id, runs, loading }: { id: string; runs: readonly MigrationRun[]; loading: boolean }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const run = runs.find((candidate) => candidate.id === id);
  const shownId = run?.id;
  useEffect(() => {
    if (shownId) heading.current?.focus();
  }, [shownId]);
  if (loading) return null;
  if (!run) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>
          <Trans>The chosen run is not in the loaded list. Load more runs or clear the filters to see it.</Trans>
        </Alert.Description>
      </Alert.Root>
    );
  }
  const file = run.file;
  return (
    <Box as="section" aria-labelledby="run-results" borderTopWidth="1px" pt="4">
      <HStack gap="3" wrap="wrap" mb="1">
        <Heading as="h3" size="md" id="run-results" ref={heading} tabIndex={-1} outline="none" wordBreak="break-word">
          {t`Results of ${file}`}
        </Heading>
        <StateBadge kind="migration" value={run.state} showMeaning />
      </HStack>
      <Text color="fg.muted" fontSize="sm" mb="4">
        <Trans>
          Started <DateTime value={run.started_at} />, finished <DateTime value={run.finished_at} />
        </Trans>
      </Text>
      <MigrationResults run={run} />
    </Box>
  );
}
