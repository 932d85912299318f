import { Box, CloseButton, Container, Drawer, Flex, IconButton, Portal, Text } from '@chakra-ui/react';
import { faBars } from '@fortawesome/free-solid-svg-icons/faBars';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { preloadWhenIdle } from '@/app/route-preload';
import { logout } from '@/auth/session';
import { useSession } from '@/auth/use-session';
import { Icon } from '@/components/icon';
import { paths } from '@/lib/paths';
import { AlertBell } from './parts/alert-bell';
import { HeaderBar } from './parts/header-bar';
import { PageTransition } from './parts/page-transition';
import { SidebarNav } from './parts/sidebar-nav';
import { SupportBanner } from './parts/support-banner';
import { UserMenu } from './parts/user-menu';

/** The client portal: header (client, alerts, locale, theme, user, sign out), navigation groups, the page. */
export default function DefaultLayout() {
  const { client } = useSession();
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  // Most visits go on to the payload lists (one screen for every kind); a payload's heavier detail loads when opened.
  useEffect(() => preloadWhenIdle([paths.services.all]), []);
  return (
    <Flex direction="column" minH="100dvh">
      <SupportBanner />
      <HeaderBar
        home={paths.dashboard}
        start={
          <IconButton
            display={{ base: 'inline-flex', lg: 'none' }}
            variant="ghost"
            size="sm"
            aria-label={t`Open navigation`}
            onClick={() => setMenuOpen(true)}
          >
            <Icon icon={faBars} />
          </IconButton>
        }
        end={
          <>
            <Text fontSize="sm" color="fg.muted" display={{ base: 'none', sm: 'block' }} aria-label={t`Organisation`}>
              {client}
            </Text>
            <AlertBell />
            <UserMenu />
            <Box
              as="button"
              onClick={logout}
              fontSize="sm"
              px="2"
              color="fg.muted"
              _hover={{ color: 'fg' }}
              display={{ base: 'none', md: 'block' }}
            >
              <Trans>Sign out</Trans>
            </Box>
          </>
        }
      />
      <Flex flex="1">
        <Box
          as="aside"
          display={{ base: 'none', lg: 'block' }}
          w="60"
          flexShrink={0}
          borderEndWidth="1px"
          p="4"
          position="sticky"
          top="14"
          h="calc(100dvh - 3.5rem)"
          overflowY="auto"
        >
          <SidebarNav />
        </Box>
        <Box as="main" id="main" flex="1" minW="0" tabIndex={-1}>
          <Container maxW="container" py="6" px={{ base: '4', md: '8' }}>
            <PageTransition />
          </Container>
        </Box>
      </Flex>
      <Drawer.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>
                  <Trans>Navigation</Trans>
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <SidebarNav onNavigate={() => setMenuOpen(false)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  );
}
