import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { sortRows, type Column, type SortState } from './columns';
import { buildCsv, csvFileName, downloadText } from './csv';

export interface CsvExportState {
  running: boolean;
  fetched: number;
}

interface StartOptions<Row> {
  fetchAll: (options: { signal?: AbortSignal; onProgress?: (fetched: number) => void }) => Promise<Row[]>;
  /** The columns as shown; those without a CSV value are left out. */
  columns: readonly Column<Row>[];
  sort?: SortState | undefined;
  fileName: string;
}

/** Fetches the whole filtered set page by page (cancellable), then downloads it as CSV. */
export function useCsvExport<Row>() {
  const { t } = useLingui();
  const [state, setState] = useState<CsvExportState>({ running: false, fetched: 0 });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  const start = useCallback(
    async ({ fetchAll, columns, sort, fileName }: StartOptions<Row>) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ running: true, fetched: 0 });
      try {
        const rows = await fetchAll({ signal: current.signal, onProgress: (fetched) => setState({ running: true, fetched }) });
        const exported = columns.filter((column) => column.csv);
        const csv = buildCsv(
          exported.map((column) => ({ header: column.header, value: (row: Row) => column.csv?.(row) })),
          sortRows(rows, columns, sort),
        );
        const name = csvFileName(fileName);
        downloadText(csv, name);
        const count = rows.length;
        notifySuccess(t`Export ready`, t`${count} rows saved to ${name}.`);
      } catch (error) {
        if (current.signal.aborted) notifyInfo(t`Export cancelled`);
        // The mutator has already shown failed responses.
        else if (!(error instanceof ApiError)) notifyError(t`Export failed`, error instanceof Error ? error.message : undefined);
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setState({ running: false, fetched: 0 });
        }
      }
    },
    [t],
  );

  return { ...state, start, cancel };
}
