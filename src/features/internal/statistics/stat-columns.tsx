import { Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import type { Column } from '@/components/data-table/columns';

/** The client the row counts for. */
export function clientColumn<Row extends { client: string }>(header: string): Column<Row> {
  return { id: 'client', header, width: '9rem', cell: (row) => row.client, csv: (row) => row.client, sortValue: (row) => row.client };
}

interface CountColumnOptions<Row> {
  id: string;
  header: string;
  width: string;
  count: (row: Row) => number;
  /** Counts problems: above zero it shows in the error colour. */
  problem?: boolean;
}

/** A number of things, aligned to the end. */
export function countColumn<Row>(i18n: I18n, { id, header, width, count, problem = false }: CountColumnOptions<Row>): Column<Row> {
  return {
    id,
    header,
    width,
    align: 'end',
    cell: (row) =>
      problem ? (
        <Text as="span" color={count(row) ? 'fg.error' : undefined}>
          {i18n.number(count(row))}
        </Text>
      ) : (
        i18n.number(count(row))
      ),
    csv: count,
    sortValue: count,
  };
}
