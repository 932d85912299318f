import type { ReactNode } from 'react';
import type { CsvValue } from './csv';

/** One column of a DataTable. */
export interface Column<Row> {
  /** Stable id: the column chooser's cookie, the sort key in the URL and the CSV header order use it. */
  id: string;
  /** Translated header text. */
  header: string;
  /** What the header cell shows instead of the text (e.g. a "select all" tick box); `header` still names the column. */
  headerCell?: ReactNode;
  /** The cell's content; text from devices and users must be rendered as text, never HTML. */
  cell: (row: Row) => ReactNode;
  /** The CSV value; columns without it are left out of exports. */
  csv?: (row: Row) => CsvValue;
  /**
   * A column of times: its CSV header names the zone they are written in. 'own' times carry the
   * recording's zone (the device's local time reads them in it), 'reader' times have none.
   */
  zoned?: 'own' | 'reader';
  /** Enables sorting the loaded rows by this column. */
  sortValue?: (row: Row) => string | number | boolean | null | undefined;
  /** CSS width the column starts from (cells grow to fill the table); default 10rem. */
  width?: string;
  /** Hidden until the user shows it in the column chooser. */
  hidden?: boolean;
  /** The row's main cell: wrapped in a real link to the row's page. */
  primary?: boolean;
  align?: 'start' | 'end';
}

/** Sort state as kept in the URL: a column id and a direction. */
export interface SortState {
  id: string;
  desc: boolean;
}

// Made on the first sort, not when the module loads: a collator is slow to make, and the screen's first task would pay for it.
let collator: Intl.Collator | undefined;

/** Compares sort values; missing values always sort last. */
function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === null || a === undefined || a === '';
  const bMissing = b === null || b === undefined || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return collator.compare(String(a), String(b));
}

/** A sorted copy of the rows (stable); the same array when the sort does not apply. */
export function sortRows<Row>(rows: readonly Row[], columns: readonly Column<Row>[], sort: SortState | undefined): readonly Row[] {
  const column = sort ? columns.find((candidate) => candidate.id === sort.id) : undefined;
  const valueOf = column?.sortValue;
  if (!sort || !valueOf) return rows;
  const keyed = rows.map((row, index) => ({ row, index, key: valueOf(row) }));
  keyed.sort((left, right) => {
    const missingLast = compareValues(left.key, right.key);
    const bothPresent =
      left.key !== null && left.key !== undefined && left.key !== '' && right.key !== null && right.key !== undefined && right.key !== '';
    const order = sort.desc && bothPresent ? -missingLast : missingLast;
    return order || left.index - right.index;
  });
  return keyed.map((entry) => entry.row);
}

/** The next sort when a header is activated: ascending, then descending, then none. */
export function nextSort(current: SortState | undefined, id: string): SortState | undefined {
  if (!current || current.id !== id) return { id, desc: false };
  return current.desc ? undefined : { id, desc: true };
}
