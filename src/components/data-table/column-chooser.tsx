import { Menu } from '@chakra-ui/react';
import { faCheck } from '@fortawesome/free-solid-svg-icons/faCheck';
import { faTableColumns } from '@fortawesome/free-solid-svg-icons/faTableColumns';
import { Trans } from '@lingui/react/macro';
import { Icon } from '@/components/icon';
import type { Column } from './columns';
import { ToolbarMenu } from './toolbar-menu';

interface ColumnChooserProps<Row> {
  columns: readonly Column<Row>[];
  isShown: (column: Column<Row>) => boolean;
  setShown: (id: string, shown: boolean) => void;
  onReset: () => void;
  customised: boolean;
}

/** A menu of the table's columns with a check per column; the choice is kept per table. */
export function ColumnChooser<Row>({ columns, isShown, setShown, onReset, customised }: ColumnChooserProps<Row>) {
  const shownCount = columns.filter(isShown).length;
  return (
    <ToolbarMenu
      button={
        <>
          <Icon icon={faTableColumns} />
          <Trans>Columns</Trans>
        </>
      }
      groupLabel={<Trans>Show columns</Trans>}
      minW="14rem"
      closeOnSelect={false}
      actions={
        <Menu.Item value="__reset" disabled={!customised} onClick={onReset}>
          <Trans>Reset columns</Trans>
        </Menu.Item>
      }
    >
      {columns.map((column) => {
        const checked = isShown(column);
        return (
          <Menu.CheckboxItem
            key={column.id}
            value={column.id}
            checked={checked}
            // The last shown column cannot be hidden: a table needs one.
            disabled={checked && shownCount === 1}
            onCheckedChange={(next) => setShown(column.id, next)}
          >
            <Menu.ItemIndicator>
              <Icon icon={faCheck} />
            </Menu.ItemIndicator>
            {column.header}
          </Menu.CheckboxItem>
        );
      })}
    </ToolbarMenu>
  );
}
