import { HStack, Stack } from '@chakra-ui/react';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { ColumnChooser } from './column-chooser';
import { sortRows, type Column, type SortState } from './columns';
import { CsvExport } from './csv-export';
import { ListFooter } from './list-footer';
import { EmptyTable, ErrorTable, SkeletonTable } from './table-states';
import { useColumnVisibility } from './use-column-visibility';
import type { PagedList } from './use-paged-list';
import { VirtualTable } from './virtual-table';

const NO_ROWS: readonly never[] = [];

export interface DataTableProps<Row> {
  /** Stable id of the table: its column choices are kept under it. */
  id: string;
  /** Accessible name of the table (translated). */
  caption: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** The row's page: the primary column becomes a real link and a click on the row opens it. */
  rowHref?: (row: Row) => string | undefined;
  /** A server list from `usePagedList`: loading, error, paging, total and CSV export come from it. */
  list?: PagedList<Row>;
  /** Rows already at hand (used when no `list` is given). */
  rows?: readonly Row[];
  sort?: SortState | undefined;
  onSortChange?: (sort: SortState | undefined) => void;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  /** Controls shown left of the column chooser (filters go above the table, not here). */
  toolbar?: ReactNode;
  /** Enables "Export CSV" of the whole filtered set under this file name (needs `list`). */
  exportFileName?: string;
  /** Load the next page when the last rows scroll into view (default on; "Load more" is always offered). */
  infiniteScroll?: boolean;
  maxHeight?: string;
  rowHeight?: number;
}

/**
 * The list block of every list screen: virtualised rows with a sticky header, row links, column
 * chooser (kept per table), client sort of the loaded rows, paging by last_key with a total,
 * CSV export, and loading, empty and error states.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { id, caption, columns, rowKey, rowHref, list, sort, onSortChange, toolbar, exportFileName, infiniteScroll = true } = props;
  const visibility = useColumnVisibility(id, columns);
  // Rows that arrive render in the background, in slices, so a long page never blocks input.
  const baseRows = useDeferredValue(list ? list.rows : (props.rows ?? NO_ROWS));
  const loading = useDeferredValue(Boolean(list?.isLoading));
  const rows = useMemo(() => sortRows(baseRows, columns, sort), [baseRows, columns, sort]);
  const sorted = rows !== baseRows;
  const fetchNextPage = list?.fetchNextPage;
  const onEndReached = infiniteScroll && list?.hasNextPage ? fetchNextPage : undefined;

  let body: ReactNode;
  if (loading) body = <SkeletonTable caption={caption} columns={visibility.visible} maxHeight={props.maxHeight} />;
  else if (list?.isError && !list.rows.length) body = <ErrorTable error={list.error} onRetry={list.refetch} />;
  else if (!rows.length) body = <EmptyTable title={props.emptyTitle} description={props.emptyDescription} />;
  else
    body = (
      <VirtualTable
        caption={caption}
        columns={visibility.visible}
        rows={rows}
        rowKey={rowKey}
        rowHref={rowHref}
        rowCount={list ? (list.total ?? (list.hasNextPage ? -1 : undefined)) : undefined}
        sort={sort}
        onSortChange={onSortChange}
        onEndReached={onEndReached}
        maxHeight={props.maxHeight}
        rowHeight={props.rowHeight}
        stale={list?.isPlaceholderData}
      />
    );

  return (
    <Stack gap="3">
      <HStack justify="flex-end" gap="2" wrap="wrap">
        {toolbar}
        {list && exportFileName ? <CsvExport list={list} columns={visibility.visible} sort={sort} fileName={exportFileName} /> : null}
        <ColumnChooser
          columns={columns}
          isShown={visibility.isShown}
          setShown={visibility.setShown}
          onReset={visibility.reset}
          customised={visibility.customised}
        />
      </HStack>
      {body}
      {list && !loading && rows.length ? (
        <>
          {list.isError ? <ErrorTable error={list.error} onRetry={list.fetchNextPage} /> : null}
          <ListFooter
            loaded={rows.length}
            total={list.total}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            onLoadMore={list.fetchNextPage}
            partialSort={sorted && list.hasNextPage}
          />
        </>
      ) : null}
    </Stack>
  );
}
