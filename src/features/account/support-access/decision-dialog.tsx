import { Button, CloseButton, Dialog, Portal, type ButtonProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';

interface DecisionDialogProps {
  label: ReactNode;
  title: string;
  buttonProps?: ButtonProps;
  disabledReason?: string | undefined;
  /** The form, given a function that closes the dialog. */
  children: (close: () => void) => ReactNode;
}

/** A button opening a dialog with a decision form (approve with an expiry, reject with a reason). */
export function DecisionDialog({ label, title, buttonProps, disabledReason, children }: DecisionDialogProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button size="xs" {...buttonProps} disabled={Boolean(disabledReason)} title={disabledReason}>
          {label}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title wordBreak="break-word">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{open ? children(() => setOpen(false)) : null}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
