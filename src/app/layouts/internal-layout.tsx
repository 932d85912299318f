import { Box, Container, Flex, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { logout } from '@/auth/session';
import { paths } from '@/lib/paths';
import { internalNav } from './nav-items';
import { HeaderBar } from './parts/header-bar';
import { NavLink } from './parts/nav-link';
import { PageTransition } from './parts/page-transition';
import { UserMenu } from './parts/user-menu';

/** The provider staff area: Clients, Alerts, Support, Carriers, Licenses, Statistics. */
export default function InternalLayout() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  return (
    <Flex direction="column" minH="100dvh">
      <HeaderBar
        home={paths.internal.clients}
        end={
          <>
            <UserMenu />
            <Box as="button" onClick={logout} fontSize="sm" px="2" color="fg.muted" _hover={{ color: 'fg' }}>
              <Trans>Sign out</Trans>
            </Box>
          </>
        }
      />
      <Box as="nav" aria-label={t`Staff`} borderBottomWidth="1px" bg="bg.subtle" overflowX="auto">
        <HStack px={{ base: '3', md: '6' }} py="1.5" gap="1">
          {internalNav.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end}>
              {i18n._(item.label)}
            </NavLink>
          ))}
        </HStack>
      </Box>
      <Box as="main" id="main" flex="1" tabIndex={-1}>
        <Container maxW="container" py="6" px={{ base: '4', md: '8' }}>
          <PageTransition />
        </Container>
      </Box>
    </Flex>
  );
}
