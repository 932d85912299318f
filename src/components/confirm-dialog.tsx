import { Button, Dialog, Text, type ButtonProps } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { DialogShell } from './dialog-shell';
import { useOpenedOnce } from './use-opened-once';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the action and its target, e.g. t`Delete group ${name}?` (the target is text, never HTML). */
  title: string;
  /** What will happen, e.g. whether it can be undone. */
  description?: ReactNode;
  /** The confirming button's text, e.g. t`Delete`. */
  confirmLabel: string;
  /** Runs on confirm; the dialog waits for it, closes when it resolves and stays open when it throws. */
  onConfirm: () => void | Promise<unknown>;
  /** 'danger' (default) for destructive actions. */
  tone?: 'danger' | 'primary';
  /** Extra content, e.g. a reason field. */
  children?: ReactNode;
  /** Keeps the confirming button disabled (nothing to act on). */
  confirmDisabled?: boolean;
  /**
   * What the action did, shown in place of the question with a Close button only. A dialog that
   * reports one passes `null` until the action has answered, so confirming does not close it.
   */
  outcome?: { title: string; content: ReactNode } | null;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * Where focus goes when a dialog closes: back to the element that opened it or, when the action
 * removed that element (a Dismiss button gone once dismissed), to the dialog or page around it,
 * so focus is never dropped on the body.
 */
function useReturnFocus(open: boolean): () => HTMLElement | null {
  const returnTo = useRef<{ opener: HTMLElement | null; around: HTMLElement | null }>({ opener: null, around: null });
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    returnTo.current = { opener, around: opener?.closest<HTMLElement>('[role="dialog"], main') ?? null };
  }, [open]);
  // Unmounted with its opener (the action removed both), the dialog cannot restore focus itself.
  useEffect(
    () => () => {
      const { around } = returnTo.current;
      requestAnimationFrame(() => {
        if (document.activeElement === document.body && around?.isConnected) around.focus();
      });
    },
    [],
  );
  return () => (returnTo.current.opener?.isConnected ? returnTo.current.opener : returnTo.current.around);
}

/**
 * Asks before an action. An alertdialog: focus starts on Cancel, Esc and Cancel close it, and the
 * confirming button is red for destructive actions. With `outcome`, it then reports what the action did.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  tone = 'danger',
  children,
  confirmDisabled = false,
  outcome,
  size,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus(open);
  const opened = useOpenedOnce(open);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      if (outcome === undefined) onOpenChange(false);
    } catch {
      // The failure is already shown (the mutator notifies); keep the dialog open to retry or cancel.
    } finally {
      setBusy(false);
    }
  };
  if (!opened) return null;
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!busy) onOpenChange(details.open);
      }}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={returnFocus}
      placement="center"
      size={size}
    >
      <DialogShell title={outcome ? outcome.title : title}>
        {outcome ? <Dialog.Body>{outcome.content}</Dialog.Body> : null}
        {!outcome && (description || children) ? (
          <Dialog.Body>
            {description ? (
              <Dialog.Description asChild>
                <Text>{description}</Text>
              </Dialog.Description>
            ) : null}
            {children}
          </Dialog.Body>
        ) : null}
        <Dialog.Footer>
          {outcome ? (
            <Button ref={cancelRef} onClick={() => onOpenChange(false)}>
              <Trans>Close</Trans>
            </Button>
          ) : (
            <>
              <Button ref={cancelRef} variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                colorPalette={tone === 'danger' ? 'red' : undefined}
                onClick={() => void confirm()}
                loading={busy}
                disabled={confirmDisabled}
              >
                {confirmLabel}
              </Button>
            </>
          )}
        </Dialog.Footer>
      </DialogShell>
    </Dialog.Root>
  );
}

interface ConfirmButtonProps extends Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> {
  /** The trigger's text; the dialog's confirming button uses `confirmLabel`. */
  label: ReactNode;
  buttonProps?: ButtonProps;
}

/** A button that opens a ConfirmDialog. */
export function ConfirmButton({ label, buttonProps, ...dialog }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        colorPalette={dialog.tone === 'primary' ? undefined : 'red'}
        {...buttonProps}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <ConfirmDialog {...dialog} open={open} onOpenChange={setOpen} />
    </>
  );
}
