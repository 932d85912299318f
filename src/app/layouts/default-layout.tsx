import { Box, CloseButton, Drawer, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { preloadWhenIdle } from '@/app/route-preload';
import { logout } from '@/auth/session';
import { useSession } from '@/auth/use-session';
import { paths } from '@/lib/paths';
import { AlertBell } from './parts/alert-bell';
import { HeaderBar } from './parts/header-bar';
import { PageTransition } from './parts/page-transition';
import { ClientPortalFrame, NavigationButton } from './parts/portal-frames';
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
    <ClientPortalFrame
      top={
        <>
          <SupportBanner />
          <HeaderBar
            home={paths.dashboard}
            start={<NavigationButton onClick={() => setMenuOpen(true)} />}
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
        </>
      }
      navigation={<SidebarNav />}
    >
      <PageTransition />
      <Drawer.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="start" lazyMount>
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
    </ClientPortalFrame>
  );
}
