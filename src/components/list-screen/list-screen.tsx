import type { ReactNode } from 'react';
import type { SortState } from '@/components/data-table/columns';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import { FilterBar } from '@/components/filters/filter-bar';
import { SavedViewsMenu } from '@/components/saved-views/saved-views-menu';
import { RejectedFilters } from './rejected-filters';
import type { ListScreenState } from './use-list-screen';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any spec and params: only the filters, list and sort are read
type AnyListScreen<Row = unknown> = ListScreenState<any, any, Row>;

interface ListFiltersProps {
  screen: AnyListScreen;
  /** The filter controls, in the filter bar with "Clear all". */
  filters?: ReactNode;
  /** A filter bar of its own instead (e.g. the alert filters shared by two screens). */
  filterBar?: ReactNode;
  /** Names of the API parameters, for the notice of filters not applied. */
  paramLabels?: Record<string, string>;
}

/** The filter bar of a list screen and the notice of filters whose value the API would refuse. */
export function ListFilters({ screen, filters, filterBar, paramLabels = {} }: ListFiltersProps) {
  const state = screen.filters;
  return (
    <>
      {filterBar ??
        (filters ? (
          <FilterBar activeCount={state.activeCount} onClear={state.clear}>
            {filters}
          </FilterBar>
        ) : null)}
      <RejectedFilters rejected={screen.rejected} labels={paramLabels} />
    </>
  );
}

type ListScreenProps<Row> = Omit<DataTableProps<Row>, 'list' | 'rows' | 'sort' | 'onSortChange'> &
  Omit<ListFiltersProps, 'screen'> & { screen: AnyListScreen<Row> };

/**
 * The body of a list screen from `useListScreen`: `ListFilters`, then the table (sort kept in the
 * URL when the spec has `sort`, paging, CSV, loading, empty and error states), and, when the list
 * has filters, its saved views in the table's toolbar. Renders siblings, so it takes the spacing of
 * the page around it.
 */
export function ListScreen<Row>({ screen, filters, filterBar, paramLabels, toolbar, ...table }: ListScreenProps<Row>) {
  const state = screen.filters;
  const sortable = 'sort' in state.values;
  const sort = (state.values as { sort?: SortState }).sort;
  const hasFilters = Boolean(filters ?? filterBar);
  return (
    <>
      <ListFilters screen={screen} filters={filters} filterBar={filterBar} paramLabels={paramLabels} />
      <DataTable<Row>
        {...table}
        toolbar={
          hasFilters ? (
            <>
              {toolbar}
              <SavedViewsMenu list={table.id} state={state} />
            </>
          ) : (
            toolbar
          )
        }
        list={screen.list}
        sort={sort}
        onSortChange={sortable ? (next) => state.set({ sort: next }) : undefined}
      />
    </>
  );
}
