import { Box, Button, Tooltip, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';

interface GuardedButtonProps extends ButtonProps {
  /** Why the button cannot be used; when set the button is disabled and the reason is shown on hover and focus. */
  reason?: string | undefined;
}

/** A button that, when it cannot be used, says why (profile actions, payload or device state). */
export function GuardedButton({ reason, children, ...props }: GuardedButtonProps) {
  if (!reason) return <Button {...props}>{children}</Button>;
  return (
    // Until the profile is in, every guarded button says why it waits: the tooltip is rendered when first shown.
    <Tooltip.Root openDelay={150} lazyMount unmountOnExit>
      <Tooltip.Trigger asChild>
        <Box
          as="span"
          display="inline-flex"
          tabIndex={0}
          rounded="l2"
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
        >
          <Button {...props} disabled>
            {children}
          </Button>
          <VisuallyHidden>{reason}</VisuallyHidden>
        </Box>
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content maxW="xs">{reason}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}
