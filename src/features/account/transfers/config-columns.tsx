import { HStack } from '@chakra-ui/react';
import type { TransferConfig, TransferTargetParams } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { FILE_FORMAT_LABELS } from '../parts/labels';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';
import { statusColumn } from '../parts/status-column';
import { textColumn } from '@/components/data-table/text-column';
import { useLabel } from '../parts/use-label';
import { ConfigRowActions, type ConfigActions } from './config-row-actions';
import { useTransferTypeColumn } from './transfer-type-column';

/** Where a configuration writes, as one line: the S3 URL or sftp://user@server:port/dir. */
export function targetText(params: TransferTargetParams): string {
  if (params.target_type === 'S3') return params.destination;
  return `sftp://${params.username}@${params.server}:${params.port}${params.root_directory}`;
}

/** Columns of the transfer configuration list; the last one holds Run now, Edit and Delete. */
export function useConfigColumns(actions: ConfigActions): Column<TransferConfig>[] {
  const { t } = useLingui();
  const typeColumn = useTransferTypeColumn<TransferConfig>();
  const formatLabel = useLabel(FILE_FORMAT_LABELS);
  const payloadLabel = useLabel(PAYLOAD_TYPE_LABELS);
  return useMemo(() => {
    const types = (row: TransferConfig) => row.payload_types.map(payloadLabel).join(', ');
    const active = (row: TransferConfig) => (row.is_active ? t`Active` : t`Inactive`);
    const encrypted = (row: TransferConfig) => (row.pgp_key ? t`PGP` : t`None`);
    return [
      textColumn<TransferConfig>({ id: 'reference', header: t`Reference`, width: '10rem', value: (row) => row.transfer_config_reference }),
      typeColumn,
      {
        id: 'target',
        header: t`Target`,
        width: '13rem',
        cell: (row) => <span title={targetText(row.params)}>{targetText(row.params)}</span>,
        csv: (row) => targetText(row.params),
      },
      {
        id: 'payload_types',
        header: t`Payload types`,
        width: '10rem',
        cell: (row) => <span title={types(row)}>{types(row)}</span>,
        csv: types,
      },
      { id: 'schedule', header: t`Schedule`, width: '8rem', cell: (row) => row.schedule || t`On demand`, csv: (row) => row.schedule },
      {
        id: 'format',
        header: t`File format`,
        width: '9rem',
        hidden: true,
        cell: (row) => formatLabel(row.transfer_file_format),
        csv: (row) => formatLabel(row.transfer_file_format),
      },
      { id: 'encryption', header: t`Encryption`, width: '7rem', hidden: true, cell: encrypted, csv: encrypted },
      statusColumn<TransferConfig>({
        id: 'active',
        header: t`Status`,
        width: '5.5rem',
        isOn: (row) => row.is_active,
        label: active,
        palette: 'green',
      }),
      {
        id: 'actions',
        header: t`Actions`,
        width: '8rem',
        cell: (row) => (
          <HStack gap="1" display="inline-flex">
            <ConfigRowActions config={row} actions={actions} />
          </HStack>
        ),
      },
    ] satisfies Column<TransferConfig>[];
  }, [t, typeColumn, formatLabel, payloadLabel, actions]);
}
