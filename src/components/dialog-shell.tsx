import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What every modal puts inside its Dialog.Root: the backdrop and the centred content under the title, then its body and footer. */
export function DialogShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title wordBreak="break-word">{title}</Dialog.Title>
          </Dialog.Header>
          {children}
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}
