import { DateTime } from '@/components/date-time/date-time';
import { parseTimestamp, type DateTimeOptions } from '@/components/date-time/format-date';
import type { OwnZone } from '@/components/date-time/reading-zone';
import type { Column } from './columns';
import { csvInstant } from './csv';

const MEDIUM_TIME_WIDTH = '11rem';

type TimeColumnOptions<Row> = Omit<Column<Row>, 'cell' | 'csv' | 'sortValue' | 'zoned'> & {
  value: (row: Row) => string | null | undefined;
  /** The recording's own zone, which the device's local time reads the row's time in. */
  own?: (row: Row) => OwnZone;
  style?: DateTimeOptions['style'];
};

/**
 * A column of one time: shown in the reader's zone with the zone named, sorted by the instant, and
 * exported in ISO 8601 in the same zone, which the CSV header names. Unless told otherwise, as wide
 * as a medium date and time with its zone.
 */
export function timeColumn<Row>({ value, own, style, ...column }: TimeColumnOptions<Row>): Column<Row> {
  return {
    width: MEDIUM_TIME_WIDTH,
    ...column,
    cell: (row) => <DateTime value={value(row)} {...own?.(row)} style={style} />,
    sortValue: (row) => parseTimestamp(value(row))?.getTime(),
    csv: (row) => csvInstant(value(row), own?.(row)),
    zoned: own ? 'own' : 'reader',
  };
}
