import { Box, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import { preloadWhenIdle } from '@/app/route-preload';
import { lazyOrNothing } from '@/components/lazy-or-nothing';
import { useOpenedOnce } from '@/components/use-opened-once';
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

const loadNavDrawer = () => import('./parts/nav-drawer');
// The drawer (a dialog with its focus trap) serves narrow screens only, once the button is pressed.
// Without its chunk (the connection lost), the button does nothing rather than fail the page.
const NavDrawer = lazyOrNothing(() => loadNavDrawer().then((module) => module.NavDrawer));

/** The client portal: header (client, alerts, locale, theme, user, sign out), navigation groups, the page. */
export default function DefaultLayout() {
  const { client } = useSession();
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuAsked = useOpenedOnce(menuOpen);
  // Most visits go on to the payload lists (one screen for every kind); a payload's heavier detail loads when opened.
  useEffect(() => preloadWhenIdle([paths.services.all]), []);
  return (
    <ClientPortalFrame
      top={
        <>
          <SupportBanner />
          <HeaderBar
            home={paths.dashboard}
            start={<NavigationButton onPointerEnter={() => void loadNavDrawer()} onClick={() => setMenuOpen(true)} />}
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
      {menuAsked ? (
        <Suspense fallback={null}>
          <NavDrawer open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      ) : null}
    </ClientPortalFrame>
  );
}
