import { Box, type BoxProps } from '@chakra-ui/react';
import { faSort } from '@fortawesome/free-solid-svg-icons/faSort';
import { faSortDown } from '@fortawesome/free-solid-svg-icons/faSortDown';
import { faSortUp } from '@fortawesome/free-solid-svg-icons/faSortUp';
import { startTransition, useCallback, useMemo, useState, type ReactNode, type Ref } from 'react';
import { Icon } from '@/components/icon';
import { columnLayoutCss, tableMinWidth } from './cell-layout';
import { nextSort, type Column, type SortState } from './columns';
import { tableCss } from './table-css';
import { estimatedHeight, VirtualBody, type VirtualBodyProps } from './virtual-body';

/** The body's props (columns, rows, their keys and links, infinite scroll) and the table's own. */
export interface VirtualTableProps<Row> extends Omit<VirtualBodyProps<Row>, 'scrollElement' | 'rowHeight' | 'initialHeight'> {
  caption: string;
  /** Total rows when more exist than are loaded (aria-rowcount); -1 when more exist and the total is unknown. */
  rowCount?: number | undefined;
  sort?: SortState | undefined;
  onSortChange?: ((sort: SortState | undefined) => void) | undefined;
  rowHeight?: number;
  maxHeight?: string;
  stale?: boolean;
}

interface TableFrameProps<Row> extends Omit<BoxProps, 'columns'> {
  ref?: Ref<HTMLDivElement>;
  columns: readonly Column<Row>[];
  rowHeight: number;
  maxHeight: string | undefined;
}

/** The scrolling box around a table: the table's look, its columns' widths and the row height. */
function TableFrame<Row>({ columns, rowHeight, maxHeight, ...box }: TableFrameProps<Row>) {
  const css = useMemo(() => ({ ...tableCss, ...columnLayoutCss(columns) }), [columns]);
  return (
    <Box
      overflow="auto"
      maxH={maxHeight}
      borderWidth="1px"
      rounded="md"
      css={css}
      style={{ ['--dt-row-height' as string]: `${rowHeight - 1}px` }}
      {...box}
    />
  );
}

function SortIcon({ state }: { state: 'ascending' | 'descending' | 'none' }) {
  return (
    <Icon icon={state === 'ascending' ? faSortUp : state === 'descending' ? faSortDown : faSort} opacity={state === 'none' ? 0.4 : 1} />
  );
}

/**
 * The rows of a DataTable: a real <table> (explicit table roles, aria-rowcount and aria-rowindex)
 * whose body is virtualised, under a sticky header. The primary cell holds a real link; a click
 * anywhere else on the row follows it too.
 */
export function VirtualTable<Row>({
  caption,
  rowCount,
  sort,
  onSortChange,
  rowHeight = 40,
  maxHeight = '70vh',
  stale,
  ...body
}: VirtualTableProps<Row>) {
  const { columns, rows } = body;
  // A state (not a ref): the body's virtualiser needs the element, and the shell re-renders once when it is there,
  // in a render of its own: set synchronously, that re-render ran inside the screen's first commit.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const onScrollElement = useCallback((element: HTMLDivElement | null) => startTransition(() => setScrollElement(element)), []);
  return (
    <TableFrame
      ref={onScrollElement}
      columns={columns}
      rowHeight={rowHeight}
      maxHeight={maxHeight}
      data-stale={stale ? '' : undefined}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table
        role="table"
        aria-label={caption}
        aria-rowcount={rowCount === -1 ? -1 : (rowCount ?? rows.length) + 1}
        aria-busy={stale || undefined}
        style={{ minWidth: tableMinWidth(columns) }}
      >
        <thead role="rowgroup">
          <tr role="row" aria-rowindex={1}>
            {columns.map((column) => {
              const sortable = Boolean(onSortChange && column.sortValue);
              const state = sort?.id === column.id ? (sort.desc ? 'descending' : 'ascending') : 'none';
              return (
                <th key={column.id} role="columnheader" scope="col" aria-sort={sortable ? state : undefined}>
                  {sortable ? (
                    <button type="button" onClick={() => onSortChange?.(nextSort(sort, column.id))}>
                      {column.header}
                      <SortIcon state={state} />
                    </button>
                  ) : (
                    (column.headerCell ?? column.header)
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <VirtualBody {...body} scrollElement={scrollElement} rowHeight={rowHeight} initialHeight={estimatedHeight(maxHeight)} />
      </table>
    </TableFrame>
  );
}

/** The plain (not virtualised) frame used for skeleton rows, so loading looks like the table to come. */
export function StaticTable<Row>({
  caption,
  columns,
  children,
  rowHeight = 40,
  maxHeight = '70vh',
}: {
  caption: string;
  columns: readonly Column<Row>[];
  children: ReactNode;
  rowHeight?: number;
  maxHeight?: string | undefined;
}) {
  return (
    // Clipped, not scrolled: a region that scrolls must take the focus, and there is nothing in it to reach yet.
    <TableFrame columns={columns} rowHeight={rowHeight} maxHeight={maxHeight} overflow="hidden">
      <table role="table" aria-label={caption} aria-busy style={{ minWidth: tableMinWidth(columns) }}>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.id} role="columnheader" scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">{children}</tbody>
      </table>
    </TableFrame>
  );
}
