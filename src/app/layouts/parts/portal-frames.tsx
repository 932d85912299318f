import { Box, Container, Flex, HStack, IconButton } from '@chakra-ui/react';
import { faBars } from '@fortawesome/free-solid-svg-icons/faBars';
import { useLingui as useI18n } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Icon } from '@/components/icon';
import { useWideScreen } from '@/lib/wide-screen';
import { internalNav } from '../nav-items';
import { NavLink } from './nav-link';

/** The page area of every signed-in layout. */
function PageArea({ children }: { children: ReactNode }) {
  return (
    <Box as="main" id="main" flex="1" minW="0" tabIndex={-1}>
      <Container maxW="container" py="6" px={{ base: '4', md: '8' }}>
        {children}
      </Container>
    </Box>
  );
}

/**
 * The client portal's frame: what comes above the page, the navigation column on wide screens,
 * the page. DefaultLayout fills it; the pre-rendered loading frame draws the same geometry.
 */
export function ClientPortalFrame({ top, navigation, children }: { top: ReactNode; navigation?: ReactNode; children: ReactNode }) {
  // Below the breakpoint the column is hidden: its links are not rendered either, only the menu's.
  const wide = useWideScreen();
  return (
    <Flex direction="column" minH="100dvh">
      {top}
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
          {wide ? navigation : null}
        </Box>
        <PageArea>{children}</PageArea>
      </Flex>
    </Flex>
  );
}

/** The button that opens the navigation on narrow screens (inert in the loading frame, which has no app to answer it). */
export function NavigationButton({ onClick, onPointerEnter }: { onClick?: () => void; onPointerEnter?: () => void }) {
  const { t } = useLingui();
  return (
    <IconButton
      display={{ base: 'inline-flex', lg: 'none' }}
      variant="ghost"
      size="sm"
      aria-label={t`Open navigation`}
      onClick={onClick}
      onPointerEnter={onPointerEnter}
      disabled={!onClick}
    >
      <Icon icon={faBars} />
    </IconButton>
  );
}

/** The staff area's frame: the header, the row of staff screens (plain links), the page. */
export function StaffPortalFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  return (
    <Flex direction="column" minH="100dvh">
      {header}
      <Box as="nav" aria-label={t`Staff`} borderBottomWidth="1px" bg="bg.subtle" overflowX="auto">
        <HStack px={{ base: '3', md: '6' }} py="1.5" gap="1">
          {internalNav.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end}>
              {i18n._(item.label)}
            </NavLink>
          ))}
        </HStack>
      </Box>
      <PageArea>{children}</PageArea>
    </Flex>
  );
}
