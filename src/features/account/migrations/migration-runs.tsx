import { Box } from '@chakra-ui/react';
import { getListMigrationsQueryKey, listMigrations } from '@generated/client/hooks/migrations/migrations';
import { MigrationState, type ListMigrationsParams, type MigrationRun } from '@generated/client/model';
import { listMigrationsQueryParams } from '@generated/client/zod/migrations/migrations';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { dateRangeParams } from '@/components/filters/date-range';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { urlParam } from '@/components/url-state/url-params';
import { stateOptions } from '@/components/state-badge/state-badge';
import { SelectedRun } from './selected-run';
import { useRunColumns } from './run-columns';
import { HeadedSection } from '@/components/headed-section';

const url = {
  state: urlParam.enumOf(Object.values(MigrationState)),
  from: urlParam.date(),
  to: urlParam.date(),
  sort: urlParam.sort(['started', 'file', 'state', 'finished', 'errors', 'warnings', 'successes']),
};
const screenSpec: ListScreenSpec<typeof url, ListMigrationsParams> = {
  url,
  schema: listMigrationsQueryParams,
  toParams: (v, { dayZone }) => ({ ...(v.state ? { state: v.state } : {}), ...dateRangeParams({ from: v.from, to: v.to }, dayZone) }),
};
const source = { fetcher: listMigrations, queryKey: getListMigrationsQueryKey };

/** Legacy migration runs, newest first; choosing a run shows its results below the list (kept in ?run=). */
export function MigrationRuns() {
  const { t, i18n } = useLingui();
  const screen = useListScreen(screenSpec, source, { total: true });
  const { values: v, filters, list } = screen;
  const [searchParams] = useSearchParams();
  const selected = searchParams.get('run') ?? undefined;
  const columns = useRunColumns();
  const runHref = useCallback(
    (run: MigrationRun) => {
      const next = new URLSearchParams(searchParams);
      next.set('run', run.id);
      return `?${next.toString()}`;
    },
    [searchParams],
  );
  const migrationStates = stateOptions(i18n, 'migration', Object.values(MigrationState));

  return (
    <HeadedSection title={t`Migration runs`}>
      <ListScreen<MigrationRun>
        screen={screen}
        filters={
          <>
            <ChoiceFilter label={t`State`} options={migrationStates} value={v.state} onChange={(state) => filters.set({ state })} />
            <DateRangeFilter
              fields={[{ value: 'started', label: t`Started` }]}
              value={{ field: 'started', from: v.from, to: v.to }}
              onChange={(range) => filters.set({ from: range.from, to: range.to })}
            />
          </>
        }
        id="migration-runs"
        caption={t`Migration runs`}
        columns={columns}
        rowKey={(run) => run.id}
        rowHref={runHref}
        emptyTitle={t`No migration runs`}
        emptyDescription={
          screen.filtered ? t`No run matches these filters.` : t`Runs appear here when files from the legacy platform are imported.`
        }
        exportFileName="migration-runs"
        maxHeight="45vh"
      />
      {selected ? (
        <Box>
          <SelectedRun id={selected} runs={list.rows} loading={list.isLoading} />
        </Box>
      ) : null}
    </HeadedSection>
  );
}
