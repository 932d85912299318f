import type { Column } from './columns';

type TextColumnOptions<Row> = Omit<Column<Row>, 'cell' | 'csv' | 'sortValue'> & { value: (row: Row) => string | null | undefined };

/** A sortable column showing one text value as it is, exported the same. */
export function textColumn<Row>({ value, ...column }: TextColumnOptions<Row>): Column<Row> {
  return { ...column, cell: value, csv: value, sortValue: value };
}
