import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { SimpleTable } from '../parts/simple-table';

/** A titled part of a record; a page break never falls between its title and what follows. */
export function RecordSection({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Stack as="section" gap="2" aria-labelledby={id} data-testid={testId} data-evidence-section="">
      <Heading as="h3" size="md" id={id} data-evidence-heading="">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Label and value pairs of a record, on paper as on screen. */
export function RecordFacts({ facts }: { facts: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    // Not a responsive grid: breakpoints are screen media queries, and the print must keep the columns.
    <Box as="dl" display="grid" gridTemplateColumns="minmax(7rem, 12rem) minmax(0, 1fr)" columnGap="4" rowGap="1" fontSize="sm">
      {facts.map(([label, value]) => (
        <Box key={label} display="contents" data-evidence-row="">
          <Box as="dt" color="fg.muted" fontWeight="medium">
            {label}
          </Box>
          <Box as="dd" wordBreak="break-word" minW="0">
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A table of a record: its rows are never split across pages (the print CSS). */
export function RecordTable({ label, ...table }: { label: string } & Omit<ComponentProps<typeof SimpleTable>, 'name' | 'variant'>) {
  return <SimpleTable name={{ label }} variant="outline" {...table} />;
}

/** What a record says in place of a part it cannot show. */
export function RecordNote({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {children}
    </Text>
  );
}
