import { Box, Container, Flex, Link, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Outlet, Link as RouterLink } from 'react-router';

/** Public pages: a slim header, the page, and the legal links. */
export default function LandingLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <Box as="header" borderBottomWidth="1px">
        <Container py="3">
          <Link asChild fontWeight="bold" color="colorPalette.fg">
            <RouterLink to="/"><Trans>Compliance Portal</Trans></RouterLink>
          </Link>
        </Container>
      </Box>
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <Box as="footer" borderTopWidth="1px">
        <Container py="4">
          <Text color="fg.muted" fontSize="sm"><Trans>Compliance Portal</Trans></Text>
        </Container>
      </Box>
    </Flex>
  );
}
