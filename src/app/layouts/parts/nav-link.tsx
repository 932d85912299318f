import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink } from 'react-router';
import { preloadScreen } from '@/app/route-preload';

/** A navigation link that shows and announces (aria-current) the page it leads to, and loads its screen on intent. */
export function NavLink({
  to,
  end,
  children,
  onNavigate,
}: {
  to: string;
  end?: boolean | undefined;
  children: ReactNode;
  onNavigate?: (() => void) | undefined;
}) {
  return (
    <Box
      asChild
      display="block"
      px="3"
      py="1.5"
      rounded="md"
      fontSize="sm"
      color="fg.muted"
      _hover={{ bg: 'bg.muted', color: 'fg' }}
      _currentPage={{ bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'semibold' }}
      focusRingColor="colorPalette.focusRing"
    >
      <RouterNavLink
        to={to}
        end={end}
        onClick={onNavigate}
        onPointerEnter={() => void preloadScreen(to)}
        onFocus={() => void preloadScreen(to)}
      >
        {children}
      </RouterNavLink>
    </Box>
  );
}
