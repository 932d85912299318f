import { Box, Heading, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ReportTableProps {
  /** The section's heading, also the table's name. */
  title: string;
  /** h2 for a section of the panel, h3 inside one. */
  level: 'h2' | 'h3';
  /** Column headers; numbers are aligned to the end. */
  headers: readonly { label: string; numeric?: boolean }[];
  /** The table rows. */
  children: ReactNode;
}

/** A titled section holding a small scrolling table of a telemetry report. */
export function ReportTable({ title, level, headers, children }: ReportTableProps) {
  return (
    <Box as="section">
      <Heading as={level} size={level === 'h2' ? 'md' : 'sm'} mb={level === 'h2' ? '3' : '2'}>
        {title}
      </Heading>
      <Table.ScrollArea borderWidth="1px" rounded="md" maxHeight="20rem">
        <Table.Root size="sm" stickyHeader aria-label={title}>
          <Table.Header>
            <Table.Row>
              {headers.map((header) => (
                <Table.ColumnHeader key={header.label} textAlign={header.numeric ? 'end' : undefined}>
                  {header.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>{children}</Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
