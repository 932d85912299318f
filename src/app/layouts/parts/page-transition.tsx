import { Box } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router';
import { ScreenErrorBoundary } from '@/app/errors/screen-error-boundary';

/**
 * The 'page' transition: the old page leaves at once and the new one fades in (out-in), keyed by
 * path so query-only changes (filters) do not animate. Reduced motion turns it off. A screen that
 * fails to render shows its error here, inside the layout.
 */
export function PageTransition() {
  const { pathname } = useLocation();
  return (
    <Box
      key={pathname}
      data-transition="page"
      animationName="fade-in"
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
