import { Box, Button, Container, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { ScreenErrorBoundary } from '@/app/errors/screen-error-boundary';
import { paths } from '@/lib/paths';
import { HeaderBar } from './parts/header-bar';

/** Public pages: header with Sign in, locale and theme; the page; legal links. */
export default function LandingLayout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  return (
    <Stack minH="100dvh" gap="0">
      <HeaderBar
        home={paths.landing}
        end={
          <Button asChild size="sm">
            <RouterLink to={paths.signIn}>{t`Sign in`}</RouterLink>
          </Button>
        }
      />
      <Box as="main" id="main" flex="1" tabIndex={-1}>
        <ScreenErrorBoundary key={pathname}>
          <Outlet />
        </ScreenErrorBoundary>
      </Box>
      <Box as="footer" borderTopWidth="1px">
        <Container maxW="container" py="6">
          <HStack gap="6" wrap="wrap" fontSize="sm">
            <Text color="fg.muted">{t`Compliance Portal`}</Text>
            <Link asChild>
              <RouterLink to={paths.cookies}>{t`Cookies`}</RouterLink>
            </Link>
            <Link asChild>
              <RouterLink to={paths.privacy}>{t`Privacy`}</RouterLink>
            </Link>
            <Link asChild>
              <RouterLink to={paths.terms}>{t`Terms`}</RouterLink>
            </Link>
          </HStack>
        </Container>
      </Box>
    </Stack>
  );
}
