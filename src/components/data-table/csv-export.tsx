import { Button, HStack, Progress, Text } from '@chakra-ui/react';
import { faFileCsv } from '@fortawesome/free-solid-svg-icons/faFileCsv';
import { faXmark } from '@fortawesome/free-solid-svg-icons/faXmark';
import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/icon';
import type { Column, SortState } from './columns';
import type { PagedList } from './use-paged-list';
import { useCsvExport } from './use-csv-export';

interface CsvExportProps<Row> {
  list: Pick<PagedList<Row>, 'eachPage' | 'total'>;
  columns: readonly Column<Row>[];
  sort?: SortState | undefined;
  /** File name without extension; a timestamp is added. */
  fileName: string;
}

/** "Export CSV" of the whole filtered set, with progress (rows fetched of the total when known) and Cancel. */
export function CsvExport<Row>({ list, columns, sort, fileName }: CsvExportProps<Row>) {
  const { t, i18n } = useLingui();
  const exporter = useCsvExport<Row>();
  if (!exporter.running) {
    return (
      <Button size="sm" variant="outline" onClick={() => void exporter.start({ eachPage: list.eachPage, columns, sort, fileName })}>
        <Icon icon={faFileCsv} />
        <Trans>Export CSV</Trans>
      </Button>
    );
  }
  const fetched = i18n.number(exporter.fetched);
  const total = list.total !== undefined ? i18n.number(list.total) : undefined;
  const percent = list.total ? Math.min(100, (exporter.fetched / list.total) * 100) : null;
  return (
    <HStack gap="2" role="status" aria-live="polite">
      <Progress.Root value={percent} width="8rem" size="sm">
        <Progress.Track aria-label={t`Export progress`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        {total !== undefined ? (
          <Trans>
            {fetched} of {total} rows
          </Trans>
        ) : (
          <Trans>{fetched} rows fetched</Trans>
        )}
      </Text>
      <Button size="sm" variant="ghost" onClick={exporter.cancel}>
        <Icon icon={faXmark} />
        <Trans>Cancel</Trans>
      </Button>
    </HStack>
  );
}
