import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DialogShellProps {
  title: string;
  children: ReactNode;
  /** Props of the dialog's content box (a data attribute that marks it, for example). */
  contentProps?: Dialog.ContentProps;
}

/** What every modal puts inside its Dialog.Root: the backdrop and the centred content under the title, then its body and footer. */
export function DialogShell({ title, children, contentProps }: DialogShellProps) {
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content {...contentProps}>
          <Dialog.Header>
            <Dialog.Title wordBreak="break-word">{title}</Dialog.Title>
          </Dialog.Header>
          {children}
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}
