import { CloseButton, Dialog } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DialogShell } from './dialog-shell';
import { useOpenedOnce } from './use-opened-once';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Names what is created or edited (translated). */
  title: string;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/**
 * A modal around a create or edit form, full screen on phones. Esc and the close button leave
 * without saving and focus goes back to what opened it; a click outside does not lose typed input.
 */
export function FormDialog({ open, onClose, title, children, size = 'md' }: FormDialogProps) {
  const { t } = useLingui();
  if (!useOpenedOnce(open)) return null;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size={{ base: 'full', md: size }}
      scrollBehavior="inside"
      placement="center"
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <DialogShell title={title}>
        <Dialog.Body pb="6">{children}</Dialog.Body>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label={t`Close`} />
        </Dialog.CloseTrigger>
      </DialogShell>
    </Dialog.Root>
  );
}
