import type { I18n } from '@lingui/core';
import type { Column } from '@/components/data-table/columns';
import { StateBadge, stateText } from '@/components/state-badge/state-badge';
import type { StateKind } from '@/components/state-badge/state-definitions';

interface StateColumnOptions<Row> {
  kind: StateKind;
  header: string;
  i18n: I18n;
  stateOf: (row: Row) => string;
}

/** A sortable state column shown as a badge and exported as the state's name. */
export function stateColumn<Row>({ kind, header, i18n, stateOf }: StateColumnOptions<Row>): Column<Row> {
  return {
    id: 'state',
    header,
    width: '7.5rem',
    cell: (row) => <StateBadge kind={kind} value={stateOf(row)} />,
    csv: (row) => stateText(i18n, kind, stateOf(row)),
    sortValue: stateOf,
  };
}
