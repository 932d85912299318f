import { Checkbox } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from './columns';
import type { RowSelection } from './use-row-selection';
import { ROW_CHECKBOX } from './table-css';

interface SelectionColumnOptions<Row> {
  rowKey: (row: Row) => string;
  /** The tick box's accessible name for one row, e.g. t`Select alert ${subject}`. */
  rowLabel: (row: Row) => string;
  /** The rows loaded in the list: the header's tick box selects or unselects all of them (no tick box without them). */
  loaded?: readonly Row[] | undefined;
}

/**
 * A tick box column for bulk actions, with a header tick box that selects every loaded row
 * (up to the selection's limit) or, when they all are, none. Real checkboxes: Tab and Space work.
 */
export function useSelectionColumn<Row>(
  selection: RowSelection<Row> | undefined,
  { rowKey, rowLabel, loaded }: SelectionColumnOptions<Row>,
): Column<Row> | undefined {
  const { t } = useLingui();
  return useMemo(() => {
    if (!selection) return undefined;
    const ticked = loaded?.filter((row) => selection.has(rowKey(row))).length ?? 0;
    const all = Boolean(loaded?.length) && ticked === loaded?.length;
    return {
      id: 'select',
      header: t`Select`,
      width: '4.5rem',
      headerCell: loaded && (
        <Checkbox.Root
          size="sm"
          checked={all ? true : ticked > 0 ? 'indeterminate' : false}
          disabled={loaded.length === 0 || (!all && selection.full)}
          onCheckedChange={() => (all ? selection.removeMany(loaded) : selection.addMany(loaded))}
        >
          <Checkbox.HiddenInput aria-label={t`Select all loaded rows`} />
          <Checkbox.Control />
        </Checkbox.Root>
      ),
      // A native tick box per row: a Chakra Checkbox runs a state machine per instance, which made the list's first render slow.
      cell: (row) => {
        const checked = selection.has(rowKey(row));
        return (
          <label className={ROW_CHECKBOX}>
            <input
              type="checkbox"
              checked={checked}
              disabled={!checked && selection.full}
              aria-label={rowLabel(row)}
              onChange={() => selection.toggle(row)}
            />
          </label>
        );
      },
    };
  }, [selection, loaded, rowKey, rowLabel, t]);
}
