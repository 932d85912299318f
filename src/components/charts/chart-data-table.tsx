import { Table, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { TableScrollArea } from '../data-table/table-scroll-area';
import type { ChartFigures } from './chart-types';

interface ChartDataTableProps {
  id: string;
  caption: string;
  figures: ChartFigures;
  /** Shown on screen; otherwise only screen readers reach it. */
  visible: boolean;
}

/** Every number of a chart as a table: the chart's text alternative, with a Total column when series are stacked. */
export function ChartDataTable({ id, caption, figures, visible }: ChartDataTableProps) {
  const { t } = useLingui();
  const { rows, series, rowHeader, format } = figures;
  const totals = figures.mode === 'stacked' && series.length > 1 ? figures.totals : undefined;
  const table = (
    <Table.Root size="sm" stickyHeader>
      <Table.Caption srOnly>{caption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">{rowHeader}</Table.ColumnHeader>
          {series.map((entry) => (
            <Table.ColumnHeader key={entry.key} scope="col" textAlign="end">
              {entry.label}
            </Table.ColumnHeader>
          ))}
          {totals ? (
            <Table.ColumnHeader scope="col" textAlign="end">
              {t`Total`}
            </Table.ColumnHeader>
          ) : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row, index) => (
          <Table.Row key={row.key}>
            <Table.Cell as="th" scope="row" fontWeight="normal">
              {row.label}
            </Table.Cell>
            {series.map((entry) => (
              <Table.Cell key={entry.key} textAlign="end" fontVariantNumeric="tabular-nums">
                {format(row.values[entry.key] ?? 0)}
              </Table.Cell>
            ))}
            {totals ? (
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="medium">
                {format(totals[index] ?? 0)}
              </Table.Cell>
            ) : null}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
  return visible ? (
    <TableScrollArea id={id} label={caption} borderWidth="1px" rounded="md" maxHeight="20rem">
      {table}
    </TableScrollArea>
  ) : (
    <VisuallyHidden id={id}>{table}</VisuallyHidden>
  );
}
