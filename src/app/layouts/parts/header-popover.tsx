import { Popover, Portal, Stack, Text, type PopoverContentProps } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

interface HeaderPopoverProps {
  /** The header button that opens it. */
  trigger: ReactElement;
  /** The line that heads the popover. */
  title: ReactNode;
  width: PopoverContentProps['width'];
  children: ReactNode;
}

/**
 * A panel opened from a header button (alerts, user menu), aligned to the button's end. Its content
 * is rendered on first opening: every page has these panels, and few visits open them.
 */
export function HeaderPopover({ trigger, title, width, children }: HeaderPopoverProps) {
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={width}>
            <Popover.Body>
              <Stack gap="3">
                <Text fontWeight="semibold">{title}</Text>
                {children}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
