import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { notifyFailedCall } from '@/api/error-notice';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { sortRows, type Column, type SortState } from './columns';
import { csvBlob, csvFileName, csvHeader, csvLine, downloadBlob } from './csv';
import { useCsvFormat } from './use-csv-format';
import type { EachPage } from './use-paged-list';

export interface CsvExportState {
  running: boolean;
  fetched: number;
}

interface StartOptions<Row> {
  eachPage: EachPage<Row>;
  /** The columns as shown; those without a CSV value are left out. */
  columns: readonly Column<Row>[];
  sort?: SortState | undefined;
  fileName: string;
}

/** A CSV line and the value the table sorts its row by. */
interface Line {
  line: string;
  key: ReturnType<NonNullable<Column<unknown>['sortValue']>>;
}

/** Sorts lines as the table's sort column would sort their rows. */
const byKey = (id: string): Column<Line> => ({ id, header: '', cell: () => null, sortValue: (entry) => entry.key });

/**
 * Fetches the whole filtered set page by page (cancellable) and downloads it as CSV, in the
 * table's sort order. Each page becomes CSV lines as it arrives, so only the lines are kept. Times
 * are written in ISO 8601 in the zone the reader reads them in, which their column's header names.
 */
export function useCsvExport<Row>() {
  const { t } = useLingui();
  const format = useCsvFormat();
  const [state, setState] = useState<CsvExportState>({ running: false, fetched: 0 });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  const start = useCallback(
    async ({ eachPage, columns, sort, fileName }: StartOptions<Row>) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ running: true, fetched: 0 });
      try {
        const exported = format.columns(columns);
        const sortValue = columns.find((column) => column.id === sort?.id)?.sortValue;
        const lines: Line[] = [];
        await eachPage({
          signal: current.signal,
          onRows: (rows) => {
            for (const row of rows) lines.push({ line: csvLine(exported, row, format.instantText), key: sortValue?.(row) });
            setState({ running: true, fetched: lines.length });
          },
        });
        const ordered = sortRows(lines, [byKey(sort?.id ?? '')], sort);
        const name = csvFileName(fileName);
        downloadBlob(
          csvBlob(
            csvHeader(exported),
            ordered.map((entry) => entry.line),
          ),
          name,
        );
        const count = lines.length;
        notifySuccess(t`Export ready`, t`${count} rows saved to ${name}.`);
      } catch (error) {
        if (current.signal.aborted) notifyInfo(t`Export cancelled`);
        // Pages are fetched outside the query cache, so a failed response is notified here.
        else if (error instanceof ApiError) notifyFailedCall(error);
        else notifyError(t`Export failed`, error instanceof Error ? error.message : undefined);
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setState({ running: false, fetched: 0 });
        }
      }
    },
    [t, format],
  );

  return { ...state, start, cancel };
}
