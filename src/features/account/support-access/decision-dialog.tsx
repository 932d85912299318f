import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormDialog } from '@/components/form-dialog';

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
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        size="xs"
        {...buttonProps}
        disabled={Boolean(disabledReason)}
        title={disabledReason}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <FormDialog open={open} onClose={close} title={title}>
        {children(close)}
      </FormDialog>
    </>
  );
}
