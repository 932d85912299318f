import { Text } from '@chakra-ui/react';
import type { MigrationRun } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { stateColumn } from '../parts/state-column';
import { sumCounts } from './result-kinds';
import { timeColumn } from '@/components/data-table/time-column';

/** Columns of the migration run list; the start time links to the run's results. */
export function useRunColumns(): Column<MigrationRun>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const count = (id: 'errors' | 'warnings' | 'successes', header: string, color: string): Column<MigrationRun> => ({
      id,
      header,
      width: '6rem',
      align: 'end',
      cell: (row) => {
        const value = sumCounts(row.results[id]);
        return (
          <Text as="span" color={value ? color : 'fg.muted'} fontVariantNumeric="tabular-nums">
            {i18n.number(value)}
          </Text>
        );
      },
      csv: (row) => sumCounts(row.results[id]),
      sortValue: (row) => sumCounts(row.results[id]),
    });
    return [
      timeColumn({ id: 'started', header: t`Started`, primary: true, value: (row) => row.started_at }),
      {
        id: 'file',
        header: t`File`,
        width: '13rem',
        cell: (row) => <span title={row.file}>{row.file}</span>,
        csv: (row) => row.file,
        sortValue: (row) => row.file,
      },
      stateColumn<MigrationRun>({ kind: 'migration', header: t`State`, i18n, stateOf: (row) => row.state }),
      timeColumn({ id: 'finished', header: t`Finished`, value: (row) => row.finished_at }),
      count('errors', t`Errors`, 'fg.error'),
      count('warnings', t`Warnings`, 'fg.warning'),
      count('successes', t`Successes`, 'fg'),
      { id: 'id', header: t`Run ID`, width: '17rem', hidden: true, cell: (row) => row.id, csv: (row) => row.id },
    ];
  }, [t, i18n]);
}
