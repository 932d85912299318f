import { Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { notePageShown } from '@/monitoring/page-views';
import { reloadIfUpdated, startBuildChecks } from './build-update';
import { DeferredOverlays } from './deferred-overlays';

/** The root route: watches for new builds, hosts the notifications and the offline banner. */
export default function Root() {
  const location = useLocation();
  useEffect(() => startBuildChecks(__BUILD_ID__), []);
  useEffect(() => {
    reloadIfUpdated(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);
  useEffect(() => notePageShown(location.pathname), [location.pathname]);
  return (
    <Box minH="100dvh" bg="bg" color="fg">
      <Outlet />
      <DeferredOverlays />
    </Box>
  );
}
