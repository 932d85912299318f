import { Badge } from '@chakra-ui/react';
import type { Column } from '@/components/data-table/columns';

interface StatusColumnOptions<Row> {
  id: string;
  header: string;
  width: string;
  /** On (coloured) or off (grey). */
  isOn: (row: Row) => boolean;
  /** The word shown and exported. */
  label: (row: Row) => string;
  /** The colour of the "on" state. */
  palette: 'green' | 'orange';
}

/** A sortable on/off status column shown as a badge (a hold that is active, a configuration that runs). */
export function statusColumn<Row>({ id, header, width, isOn, label, palette }: StatusColumnOptions<Row>): Column<Row> {
  return {
    id,
    header,
    width,
    cell: (row) => (
      <Badge colorPalette={isOn(row) ? palette : 'gray'} variant="subtle" size="sm">
        {label(row)}
      </Badge>
    ),
    csv: label,
    sortValue: isOn,
  };
}
