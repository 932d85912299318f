import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import type { PagedList } from '@/components/data-table/use-paged-list';

/** Which records a table shows and under what names. */
export interface RecordTableProps<Row> {
  id: string;
  /** The CSV file's name (default the id). */
  exportName?: string | undefined;
  caption: string;
  list: PagedList<Row>;
  /** Controls in the table's toolbar (the list's saved views). */
  toolbar?: ReactNode;
}

type TableContent<Row> = Pick<DataTableProps<Row>, 'columns' | 'rowKey' | 'rowHref' | 'emptyTitle' | 'emptyDescription' | 'maxHeight'>;

/** A paged table of records of devices (payloads, log lines, GPS points), exported as CSV under its export name. */
export function RecordTable<Row>({ exportName, ...table }: RecordTableProps<Row> & TableContent<Row>) {
  return <DataTable {...table} exportFileName={exportName ?? table.id} />;
}
