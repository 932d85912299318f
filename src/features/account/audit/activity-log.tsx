import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Column } from '@/components/data-table/columns';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { SearchFilter } from '@/components/filters/search-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import type { ListScreenState } from '@/components/list-screen/use-list-screen';
import { GroupFilter } from '../parts/group-filter';
import { boolChoice, choiceBool, useResultOptions, type activityFilterSpec } from './audit-filters';

interface ActivityLogProps<Row> {
  screen: ListScreenState<typeof activityFilterSpec, object, Row>;
  /** The filters on who called, first after the time. */
  callerFilters: ReactNode;
  /** Filters of this log after Result. */
  moreFilters?: ReactNode;
  /** Names of this log's own API parameters, for the notice of filters not applied. */
  paramLabels: Record<string, string>;
  id: string;
  caption: string;
  columns: Column<Row>[];
  /** The empty state's text when no filter is set. */
  emptyUnfiltered: string;
}

/** An activity log tab: time, caller, action, result and group filters in the URL, total, CSV export named after `id`. */
export function ActivityLog<Row extends { log_id: string }>({
  screen,
  callerFilters,
  moreFilters,
  paramLabels,
  id,
  caption,
  columns,
  emptyUnfiltered,
}: ActivityLogProps<Row>) {
  const { t } = useLingui();
  const { values: v, filters } = screen;
  const resultOptions = useResultOptions();
  return (
    <Stack gap="3">
      <ListScreen<Row>
        screen={screen}
        filters={
          <>
            <DateRangeFilter
              fields={[{ value: 'activity_time', label: t`Time` }]}
              value={{ field: 'activity_time', from: v.from, to: v.to }}
              onChange={(range) => filters.set({ from: range.from, to: range.to })}
            />
            {callerFilters}
            <SearchFilter label={t`Action`} value={v.action} onChange={(action) => filters.set({ action })} />
            <ChoiceFilter
              label={t`Result`}
              options={resultOptions}
              value={boolChoice(v.allowed)}
              onChange={(value) => filters.set({ allowed: choiceBool(value) })}
            />
            {moreFilters}
            <GroupFilter value={v.group} onChange={(group) => filters.set({ group })} />
          </>
        }
        paramLabels={{ ...paramLabels, action: t`Action`, group: t`Group` }}
        id={id}
        caption={caption}
        columns={columns}
        rowKey={(row) => row.log_id}
        emptyTitle={t`No activities`}
        emptyDescription={screen.filtered ? t`No activity matches these filters.` : emptyUnfiltered}
        exportFileName={id}
      />
    </Stack>
  );
}
