import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Payload, PayloadData } from '@generated/client/model';
import { usePermission } from '@/auth/use-permission';
import { payloadDataStatuses } from '@/components/state-badge/state-definitions';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePayloadMutations } from '../api/use-payload-mutations';
import { usePlayLink } from '../api/use-payload-data';
import { hasNoRecording, mediaKindOf } from '../model/payload-kinds';

export interface PayloadReview {
  playLink: UseQueryResult<PayloadData, unknown>;
  /** Why there is nothing to play or download, when that is known. */
  noDataReason: string | undefined;
  confirmReceipt: () => void;
  receiptPending: boolean;
  receiptBlocked: string | undefined;
  restore: () => Promise<void>;
}

/** What the detail page does with a payload: its play link, receipt and restore. */
export function usePayloadReview(payload: Payload): PayloadReview {
  const { t, i18n } = useLingui();
  const reference = payload.payload_reference;
  const canPlay = usePermission('getPayloadData').allowed;
  const canReceipt = usePermission('confirmReceipts').allowed;
  const noRecording = hasNoRecording(payload.payload_type);
  const playable = mediaKindOf(payload.payload_type) !== 'none' && !noRecording;
  const playLink = usePlayLink(reference, canPlay && playable);
  const { confirmReceipt, restore } = usePayloadMutations();

  const status = playLink.data?.status;
  let noDataReason: string | undefined;
  if (noRecording)
    noDataReason =
      payload.payload_type === 'AbortedCall'
        ? t`An aborted call was not picked up, so there is no recording.`
        : t`A blocked call could not be recorded, so there is no recording.`;
  else if (!canPlay) noDataReason = t`Your roles do not allow playing or downloading payload data.`;
  else if (status === 'NoS3Url')
    noDataReason = t`There is no file to play or download yet: it has not been uploaded or processed, or it has been deleted or destroyed.`;
  else if (status && status !== 'Ok') noDataReason = i18n._(payloadDataStatuses[status].meaning);

  return {
    playLink,
    noDataReason,
    confirmReceipt: () => {
      if (!canReceipt || confirmReceipt.isPending) return;
      confirmReceipt.mutate(
        { data: { payload_references: [reference] } },
        {
          onSuccess: (result) => {
            const item = result.data.find((entry) => entry.payload_reference === reference) ?? result.data[0];
            if (!item || item.status === 'Ok') notifySuccess(t`Receipt confirmed`);
            else notifyError(t`Receipt not recorded`, i18n._(payloadDataStatuses[item.status].meaning));
          },
        },
      );
    },
    receiptPending: confirmReceipt.isPending,
    receiptBlocked: canReceipt ? undefined : t`Your roles do not allow confirming receipts.`,
    restore: async () => {
      // A failure propagates (the query client has already said why), so a confirmation can stay open.
      await restore.mutateAsync({ payloadReference: reference });
      notifySuccess(t`Payload restored`);
    },
  };
}
