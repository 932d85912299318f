import { Table, type TableRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SimpleTableProps {
  /** The table's accessible name, or the id of the heading that names it. */
  name: { label: string } | { labelledBy: string };
  headers: readonly string[];
  rows: readonly ReactNode[][];
  /** Widths of the first columns (the rest share what is left), so a narrow page never squeezes a name letter by letter. */
  widths?: readonly string[];
  variant?: TableRootProps['variant'];
}

/** A small table of rows at hand (an audit, a record's parts): header cells, then rows of cells as given. */
export function SimpleTable({ name, headers, rows, widths = [], variant }: SimpleTableProps) {
  return (
    <Table.Root
      size="sm"
      variant={variant}
      aria-label={'label' in name ? name.label : undefined}
      aria-labelledby={'labelledBy' in name ? name.labelledBy : undefined}
    >
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
