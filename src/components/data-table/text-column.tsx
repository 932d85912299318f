import type { Column } from './columns';
import { OneLine } from './one-line';

type TextColumnOptions<Row> = Omit<Column<Row>, 'cell' | 'csv'> & {
  value: (row: Row) => string | null | undefined;
  /** Text that may not fit (names, reasons, messages): shown by OneLine, whole in its tooltip. */
  long?: boolean;
  /** Sorted by `sortValue` (default the value) unless false: free text nobody orders by. */
  sortable?: boolean;
};

/** A column showing one text value, exported as it is. */
export function textColumn<Row>({
  value,
  long = false,
  sortable = true,
  sortValue = value,
  ...column
}: TextColumnOptions<Row>): Column<Row> {
  const cell = long ? (row: Row) => <OneLine text={value(row)} /> : value;
  return { ...column, cell, csv: value, ...(sortable ? { sortValue } : {}) };
}
