import { Box, HStack, Portal, Text } from '@chakra-ui/react';
import { faWifi } from '@fortawesome/free-solid-svg-icons/faWifi';
import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { Icon } from './icon';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network connection (the same events TanStack Query's onlineManager follows). */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * A banner while the connection is gone, floating just under the top bar (clicks go through it).
 * The live region is always there, so screen readers announce the message when it appears, and it
 * sits directly in <body>, so an open dialog does not hide it; lists fetch again once the connection is back.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <Portal>
      <Box
        role="status"
        position="fixed"
        top="16"
        insetInline="0"
        mx="auto"
        w="fit-content"
        maxW="calc(100vw - 2rem)"
        zIndex="toast"
        pointerEvents="none"
      >
        {online ? null : (
          <HStack
            gap="2"
            px="4"
            py="3"
            rounded="l2"
            boxShadow="lg"
            bg="orange.subtle"
            color="orange.fg"
            borderWidth="1px"
            borderColor="orange.muted"
            fontSize="sm"
            fontWeight="medium"
          >
            <Icon icon={faWifi} />
            <Text>
              <Trans>You are offline. Nothing can be loaded or saved until the connection is back.</Trans>
            </Text>
          </HStack>
        )}
      </Box>
    </Portal>
  );
}
