import { Badge, HStack, Text } from '@chakra-ui/react';
import type { TransferItem } from '@generated/client/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';

type Row = TransferItem & { index: number };

const checksumText = (item: TransferItem) =>
  Object.entries(item.checksums ?? {})
    .map(([algorithm, value]) => `${algorithm}: ${value}`)
    .join('\n');

/** A long path cut at its start, so the file name stays visible; the whole path is the tooltip. */
function PathText({ path }: { path: string }) {
  return (
    <Text as="span" display="block" truncate dir="rtl" textAlign="left" title={path}>
      {`\u200E${path}\u200E`}
    </Text>
  );
}

/** The outcome of one file: not tried yet, copied, or the last failure (as text). */
function ItemResult({ item }: { item: TransferItem }) {
  if (!item.error && item.attempts === 0) {
    return (
      <Badge colorPalette="gray" variant="subtle" size="sm">
        <Trans>Waiting</Trans>
      </Badge>
    );
  }
  if (!item.error) {
    return (
      <Badge colorPalette="green" variant="subtle" size="sm">
        <Trans>Copied</Trans>
      </Badge>
    );
  }
  return (
    <HStack gap="2" display="inline-flex" maxW="full" title={item.error}>
      <Badge colorPalette="red" variant="subtle" size="sm" flexShrink={0}>
        <Trans>Failed</Trans>
      </Badge>
      <Text as="span" truncate>
        {item.error}
      </Text>
    </HStack>
  );
}

/** The files a transfer copied: source, destination, checksums, attempts and outcome. */
export function TransferItems({ items }: { items: readonly TransferItem[] }) {
  const { t } = useLingui();
  const rows = useMemo(() => items.map((item, index) => ({ ...item, index })), [items]);
  const columns = useMemo<Column<Row>[]>(
    () => [
      {
        id: 'destination',
        header: t`Destination`,
        width: '18rem',
        cell: (row) => <PathText path={row.dest_path} />,
        sortValue: (row) => row.dest_path,
      },
      { id: 'attempts', header: t`Attempts`, width: '5.5rem', align: 'end', cell: (row) => row.attempts, sortValue: (row) => row.attempts },
      {
        id: 'result',
        header: t`Result`,
        width: '12rem',
        cell: (row) => <ItemResult item={row} />,
        sortValue: (row) => (row.error ? 2 : row.attempts === 0 ? 1 : 0),
      },
      {
        id: 'source',
        header: t`Source`,
        width: '18rem',
        cell: (row) => <PathText path={row.source_path} />,
        sortValue: (row) => row.source_path,
      },
      {
        id: 'checksums',
        header: t`Checksums`,
        width: '16rem',
        cell: (row) => (
          <Text as="span" fontFamily="mono" fontSize="xs" title={checksumText(row)}>
            {checksumText(row).replaceAll('\n', ' · ')}
          </Text>
        ),
      },
    ],
    [t],
  );
  return (
    <DataTable<Row>
      id="transfer-items"
      caption={t`Transferred files`}
      columns={columns}
      rowKey={(row) => `${row.index}`}
      rows={rows}
      emptyTitle={t`No files`}
      emptyDescription={t`This transfer has not copied any file yet.`}
      maxHeight="60vh"
    />
  );
}
