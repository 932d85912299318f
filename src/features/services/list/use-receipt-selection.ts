import type { ListPayloadsParams, Payload } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { usePermission } from '@/auth/use-permission';
import type { Column } from '@/components/data-table/columns';
import { useRowSelection, type RowSelection } from '@/components/data-table/use-row-selection';
import { useSelectionColumn } from '@/components/data-table/use-selection-column';
import { useTimeFormat } from '@/components/date-time/use-time-format';
import { cachedText } from '@/i18n/cached-text';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';
import { ownZone } from './column-parts';

const payloadKey = (payload: Payload) => payload.payload_reference;

interface ReceiptSelection {
  /** Undefined when the user's roles allow neither confirming receipts nor reading payloads. */
  selection: RowSelection<Payload> | undefined;
  /** The list's columns, led by the tick box column when receipts can be confirmed. */
  columns: readonly Column<Payload>[];
  /** Why receipts cannot be confirmed (the ticked rows still go to evidence records). */
  confirmBlocked: string | undefined;
}

/**
 * The payloads ticked for a bulk receipt. The selection stays while the list scrolls and loads
 * more, and empties when the filters (the request) change.
 */
export function useReceiptSelection(
  params: ListPayloadsParams,
  loaded: readonly Payload[],
  columns: readonly Column<Payload>[],
): ReceiptSelection {
  const { t, i18n } = useLingui();
  const format = useTimeFormat();
  // Ticked rows go to a bulk receipt or to one document of evidence records.
  const confirm = usePermission('confirmReceipts');
  const canConfirm = confirm.allowed;
  const canRead = usePermission('getPayload').allowed;
  const allowed = canConfirm || canRead;
  const selection = useRowSelection(payloadKey, JSON.stringify(params));
  const rowLabel = useCallback(
    (payload: Payload) => {
      const type = cachedText(i18n, PAYLOAD_TYPE_LABELS[payload.payload_type]);
      const time = format.text(payload.meta.payload_time, ownZone(payload)) ?? payload.payload_reference;
      return t`Select ${type} of ${time}`;
    },
    [t, i18n, format],
  );
  const select = useSelectionColumn(allowed ? selection : undefined, { rowKey: payloadKey, rowLabel, loaded });
  const withSelect = useMemo(() => (select ? [select, ...columns] : columns), [select, columns]);
  return { selection: allowed ? selection : undefined, columns: withSelect, confirmBlocked: confirm.reason };
}
