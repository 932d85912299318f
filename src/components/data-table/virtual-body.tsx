import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { cellStyle } from './cell-layout';
import type { Column } from './columns';

const FALLBACK_RECT = () => ({ width: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight });
const INTERACTIVE = 'a,button,input,select,textarea,label,summary,[role=button],[role=checkbox],[role=menuitem],[role=switch]';
// A container without layout (a hidden tab, jsdom) measures 0: keep a screenful rather than no rows.
const observeRect = (instance: Virtualizer<HTMLDivElement, Element>, callback: (rect: { width: number; height: number }) => void) =>
  observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : FALLBACK_RECT()));

interface RowProps<Row> {
  row: Row;
  index: number;
  start: number;
  columns: readonly Column<Row>[];
  href: string | undefined;
}

function TableRowInner<Row>({ row, index, start, columns, href }: RowProps<Row>) {
  return (
    <tr role="row" aria-rowindex={index + 2} data-index={index} data-link={href ? '' : undefined} style={{ transform: `translateY(${start}px)` }}>
      {columns.map((column) => (
        <td key={column.id} role="cell" style={cellStyle(column)}>
          {column.primary && href ? <Link to={href}>{column.cell(row)}</Link> : column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

// Rows only re-render when their data, position or columns change, not on every scroll frame.
const TableRow = memo(TableRowInner) as typeof TableRowInner;

export interface VirtualBodyProps<Row> {
  scrollElement: HTMLDivElement | null;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowHref?: ((row: Row) => string | undefined) | undefined;
  onEndReached?: (() => void) | undefined;
  rowHeight: number;
}

/**
 * The virtualised <tbody>: the only part of the table that re-renders while scrolling. Options
 * the virtualiser memoises on (item keys, sizes) keep their identity, so the positions of 10,000
 * rows are not recomputed on every frame.
 */
export function VirtualBody<Row>({ scrollElement, columns, rows, rowKey, rowHref, onEndReached, rowHeight }: VirtualBodyProps<Row>) {
  const navigate = useNavigate();
  const getItemKey = useCallback((index: number) => (rows[index] === undefined ? index : rowKey(rows[index])), [rows, rowKey]);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getScrollElement = useCallback(() => scrollElement, [scrollElement]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's results are read fresh on every render; nothing memoises on them
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement, estimateSize, getItemKey, overscan: 4, initialRect: FALLBACK_RECT(), observeElementRect: observeRect });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (onEndReached && rows.length > 0 && lastIndex >= rows.length - 1 - 10) onEndReached();
  }, [lastIndex, rows.length, onEndReached]);

  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      if (!rowHref || target.closest(INTERACTIVE)) return;
      if (window.getSelection()?.toString()) return; // the user is selecting text, not opening the row
      const index = Number(target.closest('tr')?.dataset.index);
      const row = Number.isInteger(index) ? rows[index] : undefined;
      const to = row ? rowHref(row) : undefined;
      if (!to) return;
      if (event.metaKey || event.ctrlKey) window.open(to, '_blank', 'noopener');
      else void navigate(to);
    },
    [navigate, rowHref, rows],
  );

  return (
    <tbody role="rowgroup" style={{ height: virtualizer.getTotalSize() }} onClick={onClick}>
      {items.map((item) => {
        const row = rows[item.index];
        if (row === undefined) return null;
        return <TableRow key={item.key} row={row} index={item.index} start={item.start} columns={columns} href={rowHref?.(row)} />;
      })}
    </tbody>
  );
}
