import { Alert, HStack, Progress } from '@chakra-ui/react';
import { useConfirmReceipts } from '@generated/client/hooks/receipts/receipts';
import type { Payload, PayloadStatusBatchDataItem } from '@generated/client/model';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ReceiptResults } from './receipt-results';

interface ReceiptsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The payloads whose receipts are confirmed (1 to 100). */
  payloads: readonly Payload[];
  /** The request answered: the selection has done its work. */
  onDone: () => void;
}

/**
 * Asks before confirming the receipts of the selected payloads, shows progress while the one
 * `POST receipts` runs, then the outcome of each payload (confirmed, or why not).
 */
export function ReceiptsDialog({ open, onOpenChange, payloads, onDone }: ReceiptsDialogProps) {
  const { t } = useLingui();
  const confirmReceipts = useConfirmReceipts();
  const [sent, setSent] = useState<ReadonlyMap<string, Payload>>(new Map());
  const [results, setResults] = useState<readonly PayloadStatusBatchDataItem[]>();
  const count = payloads.length;

  const confirm = async () => {
    setSent(new Map(payloads.map((payload) => [payload.payload_reference, payload])));
    const answer = await confirmReceipts.mutateAsync({
      data: { payload_references: payloads.map((payload) => payload.payload_reference) },
    });
    setResults(answer.data);
    onDone();
  };
  const openChange = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setResults(undefined);
      confirmReceipts.reset();
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={openChange}
      size="lg"
      tone="primary"
      title={t({ message: plural(count, { one: 'Confirm the receipt of # payload?', other: 'Confirm the receipts of # payloads?' }) })}
      description={
        <Trans>
          Your receipt (you and the time now) is recorded on each payload; receipts count towards the receipts the retention policy
          requires.
        </Trans>
      }
      confirmLabel={t`Confirm receipts`}
      confirmDisabled={count === 0}
      onConfirm={confirm}
      outcome={results ? { title: t`Receipt results`, content: <ReceiptResults items={results} payloads={sent} /> } : null}
    >
      {confirmReceipts.isPending ? (
        <Progress.Root value={null} size="sm" mt="4" aria-label={t`Confirming receipts`}>
          <HStack gap="3">
            <Progress.Track flex="1">
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText>
              <Trans>Confirming {count} receipts…</Trans>
            </Progress.ValueText>
          </HStack>
        </Progress.Root>
      ) : null}
      {confirmReceipts.isError ? (
        <Alert.Root status="error" mt="4">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>The receipts could not be confirmed. Try again.</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : null}
    </ConfirmDialog>
  );
}
