import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

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

/** A table of a record: header cells, then rows that are never split across pages. */
export function RecordTable({
  label,
  headers,
  rows,
  widths = [],
}: {
  label: string;
  headers: readonly string[];
  rows: readonly ReactNode[][];
  /** Widths of the first columns (the rest share what is left), so narrow pages never squeeze a name letter by letter. */
  widths?: readonly string[];
}) {
  return (
    <Table.Root size="sm" aria-label={label} variant="outline">
      <Table.Header>
        <Table.Row>
          {headers.map((header, index) => (
            <Table.ColumnHeader key={header} width={widths[index]}>
              {header}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((cells, index) => (
          <Table.Row key={index}>
            {cells.map((cell, column) => (
              <Table.Cell key={column} wordBreak="break-word" verticalAlign="top">
                {cell}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** What a record says in place of a part it cannot show. */
export function RecordNote({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {children}
    </Text>
  );
}
