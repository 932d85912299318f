import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ScreenErrorBoundary } from '@/app/errors/screen-error-boundary';

/**
 * The 'page' transition: the old page leaves at once and the new one fades in (out-in), keyed by
 * path so query-only changes (filters) do not animate. The page the layout opens with does not
 * fade: it takes the place of its pre-rendered heading, which is already on screen. Reduced motion
 * turns it off. A screen that fails to render shows its error here, inside the layout.
 */
export function PageTransition() {
  const { pathname } = useLocation();
  const [firstPath, setFirstPath] = useState<string | undefined>(pathname);
  if (firstPath !== undefined && firstPath !== pathname) setFirstPath(undefined);
  const fades = firstPath === undefined;
  return (
    <Box
      key={pathname}
      data-transition="page"
      animationName={fades ? 'fade-in' : undefined}
      animationDuration="moderate"
      animationTimingFunction="ease-out"
      _motionReduce={{ animation: 'none' }}
    >
      <ScreenErrorBoundary>
        <Outlet />
      </ScreenErrorBoundary>
    </Box>
  );
}
