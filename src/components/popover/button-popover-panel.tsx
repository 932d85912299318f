import { Popover, Portal, Stack } from '@chakra-ui/react';
import { useShownLater } from '@/lib/use-shown-later';
import type { ButtonPopoverPanelProps } from './button-popover';

/**
 * A button popover's panel, loaded on the first opening. Its trigger is the page's own button:
 * named as the popover's trigger and anchor, so the panel aligns to it, a click on it is not a
 * click outside, and closing gives it focus back. It mounts closed and opens once mounted, so the
 * first opening, like every later one, moves focus into the panel.
 */
export function ButtonPopoverPanel({ open, onOpenChange, triggerId, contentId, title, width, children }: ButtonPopoverPanelProps) {
  const mounted = useShownLater();
  return (
    <Popover.Root
      open={open && mounted}
      onOpenChange={(details) => onOpenChange(details.open)}
      ids={{ trigger: triggerId, anchor: triggerId, content: contentId }}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
    >
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={width}>
            <Popover.Body>
              <Stack gap="3">
                <Popover.Title fontWeight="semibold">{title}</Popover.Title>
                {children}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
