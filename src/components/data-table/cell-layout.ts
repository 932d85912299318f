import type { CSSProperties } from 'react';
import type { Column } from './columns';

export const DEFAULT_COLUMN_WIDTH = '10rem';

const cache = new WeakMap<object, CSSProperties>();

/** Flex layout of a column's cells: header and rows share it, so they line up without a table layout pass. */
export function cellStyle<Row>(column: Column<Row>): CSSProperties {
  let style = cache.get(column);
  if (!style) {
    const width = column.width ?? DEFAULT_COLUMN_WIDTH;
    style = { flex: `1 0 ${width}`, width, minWidth: 0, justifyContent: column.align === 'end' ? 'flex-end' : 'flex-start', textAlign: column.align === 'end' ? 'end' : 'start' };
    cache.set(column, style);
  }
  return style;
}

/** The narrowest the table may get before it scrolls sideways: the sum of its column widths. */
export function tableMinWidth<Row>(columns: readonly Column<Row>[]): string {
  return `calc(${columns.map((column) => column.width ?? DEFAULT_COLUMN_WIDTH).join(' + ') || '0px'})`;
}
