import type { SystemStyleObject } from '@chakra-ui/react';
import type { Column } from './columns';

export const DEFAULT_COLUMN_WIDTH = '10rem';

/**
 * Flex layout of the columns as rules on the table's container: header and rows share it, so
 * they line up without a table layout pass. Rules rather than inline styles: cells with the same
 * rules share their computed style, while every inline style is a style of its own to compute,
 * which made mounting rows while scrolling several times slower.
 */
export function columnLayoutCss<Row>(columns: readonly Column<Row>[]): SystemStyleObject {
  return Object.fromEntries(
    columns.map((column, index) => {
      const width = column.width ?? DEFAULT_COLUMN_WIDTH;
      const end = column.align === 'end';
      return [
        `& tr > :nth-of-type(${index + 1})`,
        { flex: `1 0 ${width}`, width, minWidth: 0, justifyContent: end ? 'flex-end' : 'flex-start', textAlign: end ? 'end' : 'start' },
      ];
    }),
  );
}

/** The narrowest the table may get before it scrolls sideways: the sum of its column widths. */
export function tableMinWidth<Row>(columns: readonly Column<Row>[]): string {
  return `calc(${columns.map((column) => column.width ?? DEFAULT_COLUMN_WIDTH).join(' + ') || '0px'})`;
}
