import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { useTimeFormat } from '@/components/date-time/use-time-format';
import { zoneCaption } from '@/components/date-time/zone-caption';
import { notifySuccess } from '@/lib/notify';
import type { Column } from './columns';
import { csvBlob, csvFileName, csvHeader, csvLine, downloadBlob, type CsvColumn, type InstantText } from './csv';

/** The exported columns (those with a CSV value), a time column's header naming the zone its times are in. */
export function csvColumns<Row>(columns: readonly Column<Row>[], caption: (zoned: 'own' | 'reader') => string): CsvColumn<Row>[] {
  return columns.flatMap((column) => {
    const value = column.csv;
    if (!value) return [];
    return [{ header: column.zoned ? `${column.header} (${caption(column.zoned)})` : column.header, value }];
  });
}

export interface CsvFormat {
  /** The exported columns, time headers naming the zone. */
  columns: <Row>(columns: readonly Column<Row>[]) => CsvColumn<Row>[];
  /** Times in ISO 8601 in the zone the reader reads them in. */
  instantText: InstantText;
}

/** How this reader's CSV files write times: in the zone they read times in, named in the header. */
export function useCsvFormat(): CsvFormat {
  const { i18n } = useLingui();
  const time = useTimeFormat();
  return useMemo(
    () => ({
      columns: (columns) => csvColumns(columns, (zoned) => zoneCaption(i18n, time.preference, zoned === 'own')),
      instantText: (value) => time.iso(value.instant, value.own),
    }),
    [i18n, time],
  );
}

/** Downloads rows already at hand as a CSV file (the columns with a CSV value, times in the reader's zone). */
export function useRowsCsv() {
  const { t } = useLingui();
  const format = useCsvFormat();
  return useCallback(
    <Row>(rows: readonly Row[], columns: readonly Column<Row>[], fileName: string) => {
      const exported = format.columns(columns);
      const name = csvFileName(fileName);
      downloadBlob(
        csvBlob(
          csvHeader(exported),
          rows.map((row) => csvLine(exported, row, format.instantText)),
        ),
        name,
      );
      const count = rows.length;
      notifySuccess(t`Export ready`, t`${count} rows saved to ${name}.`);
    },
    [t, format],
  );
}
