import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { faCircleCheck } from '@fortawesome/free-solid-svg-icons/faCircleCheck';
import { faCircleXmark } from '@fortawesome/free-solid-svg-icons/faCircleXmark';
import { faTriangleExclamation } from '@fortawesome/free-solid-svg-icons/faTriangleExclamation';
import { type IconDefinition } from '@fortawesome/free-solid-svg-icons';
import type { MigrationResult, MigrationRun } from '@generated/client/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/icon';
import { groupByKind, KIND_LABELS, RESULTS, sumCounts } from './result-kinds';

type Outcome = 'errors' | 'warnings' | 'successes';

const LOOK: Record<Outcome, { icon: IconDefinition; color: string }> = {
  errors: { icon: faCircleXmark, color: 'fg.error' },
  warnings: { icon: faTriangleExclamation, color: 'fg.warning' },
  successes: { icon: faCircleCheck, color: 'fg.success' },
};

function OutcomeColumn({ outcome, title, results }: { outcome: Outcome; title: string; results: MigrationRun['results'][Outcome] }) {
  const { i18n } = useLingui();
  const total = sumCounts(results);
  return (
    <Box as="section" aria-label={title} borderWidth="1px" rounded="md" p="4">
      <HStack gap="2" mb="3">
        <Box as="span" display="inline-flex" color={LOOK[outcome].color}>
          <Icon icon={LOOK[outcome].icon} />
        </Box>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Text color="fg.muted" fontVariantNumeric="tabular-nums" ms="auto">
          {i18n.number(total)}
        </Text>
      </HStack>
      {results.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          <Trans>None</Trans>
        </Text>
      ) : (
        <Stack gap="3">
          {groupByKind(results).map((group) => (
            <Box key={group.kind}>
              <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                {i18n._(KIND_LABELS[group.kind])}
              </Text>
              <Stack as="ul" gap="1" mt="1" listStyleType="none">
                {group.results.map((item) => {
                  const known = RESULTS[item.result as MigrationResult];
                  return (
                    <HStack as="li" key={item.result} justify="space-between" fontSize="sm" gap="3" title={item.result}>
                      <Text>{known ? i18n._(known.label) : item.result}</Text>
                      <Text fontVariantNumeric="tabular-nums">{i18n.number(item.count)}</Text>
                    </HStack>
                  );
                })}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** A run's results: errors, warnings and successes, each grouped by kind with counts. */
export function MigrationResults({ run }: { run: MigrationRun }) {
  const { t } = useLingui();
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
      <OutcomeColumn outcome="errors" title={t`Errors`} results={run.results.errors} />
      <OutcomeColumn outcome="warnings" title={t`Warnings`} results={run.results.warnings} />
      <OutcomeColumn outcome="successes" title={t`Successes`} results={run.results.successes} />
    </SimpleGrid>
  );
}
