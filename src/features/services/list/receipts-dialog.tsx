import { Alert, Button, Dialog, HStack, Progress, Text } from '@chakra-ui/react';
import { useConfirmReceipts } from '@generated/client/hooks/receipts/receipts';
import type { Payload, PayloadStatusBatchDataItem } from '@generated/client/model';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { DialogShell } from '@/components/dialog-shell';
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  const busy = confirmReceipts.isPending;
  const count = payloads.length;

  const confirm = () => {
    setSent(new Map(payloads.map((payload) => [payload.payload_reference, payload])));
    confirmReceipts.mutate(
      { data: { payload_references: payloads.map((payload) => payload.payload_reference) } },
      {
        onSuccess: (answer) => {
          setResults(answer.data);
          onDone();
        },
      },
    );
  };
  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) {
      setResults(undefined);
      confirmReceipts.reset();
    }
  };

  const title = results
    ? t`Receipt results`
    : t({ message: plural(count, { one: 'Confirm the receipt of # payload?', other: 'Confirm the receipts of # payloads?' }) });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => close(details.open)}
      initialFocusEl={() => cancelRef.current}
      placement="center"
      size="lg"
    >
      <DialogShell title={title}>
        <Dialog.Body>
          {results ? (
            <ReceiptResults items={results} payloads={sent} />
          ) : (
            <Dialog.Description asChild>
              <Text>
                <Trans>
                  Your receipt (you and the time now) is recorded on each payload; receipts count towards the receipts the retention policy
                  requires.
                </Trans>
              </Text>
            </Dialog.Description>
          )}
          {busy ? (
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
        </Dialog.Body>
        <Dialog.Footer>
          {results ? (
            <Button ref={cancelRef} onClick={() => close(false)}>
              <Trans>Close</Trans>
            </Button>
          ) : (
            <>
              <Button ref={cancelRef} variant="outline" disabled={busy} onClick={() => close(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button onClick={confirm} loading={busy} disabled={count === 0}>
                <Trans>Confirm receipts</Trans>
              </Button>
            </>
          )}
        </Dialog.Footer>
      </DialogShell>
    </Dialog.Root>
  );
}
