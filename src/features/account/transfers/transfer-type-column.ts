import type { TransferType } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { TRANSFER_TYPE_LABELS } from '../parts/labels';
import { useLabel } from '../parts/use-label';

/** The transfer type in words, sorted by its value (configurations and transfers). */
export function useTransferTypeColumn<Row extends { transfer_type: TransferType }>(): Column<Row> {
  const { t } = useLingui();
  const typeLabel = useLabel(TRANSFER_TYPE_LABELS);
  return useMemo(
    () => ({
      id: 'type',
      header: t`Type`,
      width: '5.5rem',
      cell: (row) => typeLabel(row.transfer_type),
      csv: (row) => typeLabel(row.transfer_type),
      sortValue: (row) => row.transfer_type,
    }),
    [t, typeLabel],
  );
}
