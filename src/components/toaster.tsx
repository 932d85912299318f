import { Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { toaster } from '@/lib/notify';

/** Renders the notifications of src/lib/notify.ts at the bottom of the screen; multi-line text keeps its lines. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                // Full strength: the theme's dimmed description is 3.5:1 on the error red, below WCAG AA.
                <Toast.Description whiteSpace="pre-line" wordBreak="break-word" opacity={1}>
                  {toast.description}
                </Toast.Description>
              ) : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
