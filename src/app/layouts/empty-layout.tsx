import { Box, Center, Flex, HStack } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { ColorModeToggle } from '@/components/color-mode-toggle';
import { LocaleSwitch } from '@/components/locale-switch';

/** A page on its own (sign-in): centred, with only the locale and theme switches. */
export default function EmptyLayout() {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <HStack justify="flex-end" p="3" gap="1">
        <LocaleSwitch />
        <ColorModeToggle />
      </HStack>
      <Center as="main" id="main" flex="1" px="4" pb="16" tabIndex={-1}>
        <Box w="full" maxW="md">
          <Outlet />
        </Box>
      </Center>
    </Flex>
  );
}
