import { CloseButton, Drawer, HStack, Portal, type DrawerRootProps, type StackProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useOpenedOnce } from './use-opened-once';

interface DrawerFrameProps {
  open: boolean;
  onClose: () => void;
  /** The drawer's name (its heading and accessible name). */
  title: ReactNode;
  /** What the header shows under the title (a subtitle, badges). */
  subtitle?: ReactNode;
  size?: DrawerRootProps['size'];
  /** False for a drawer holding a form, so a click beside it does not lose the input. */
  closeOnInteractOutside?: boolean;
  /** Buttons at the bottom, end-aligned unless `footerJustify` says otherwise. */
  footer?: ReactNode;
  footerJustify?: StackProps['justify'];
  children: ReactNode;
}

/** A side panel over the page: title, body, optional footer and a close button, the same in every drawer. */
export function DrawerFrame({
  open,
  onClose,
  title,
  subtitle,
  size = 'lg',
  closeOnInteractOutside,
  footer,
  footerJustify = 'flex-end',
  children,
}: DrawerFrameProps) {
  const { t } = useLingui();
  if (!useOpenedOnce(open)) return null;
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size={size}
      placement="end"
      closeOnInteractOutside={closeOnInteractOutside}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header flexDirection="column" alignItems="flex-start" gap="1" pe="12">
              <Drawer.Title wordBreak="break-word">{title}</Drawer.Title>
              {subtitle}
            </Drawer.Header>
            <Drawer.Body pb="8">{children}</Drawer.Body>
            {footer ? (
              <Drawer.Footer borderTopWidth="1px">
                <HStack gap="2" wrap="wrap" justify={footerJustify} width="full">
                  {footer}
                </HStack>
              </Drawer.Footer>
            ) : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
