import { Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { setNavigator } from '@/lib/navigation';
import { reloadIfUpdated, startBuildChecks } from './build-update';
import { DeferredOverlays } from './deferred-overlays';

/** The root route: hands navigation to code outside React, watches for new builds, hosts the notifications and the offline banner. */
export default function Root() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  useEffect(() => startBuildChecks(__BUILD_ID__), []);
  useEffect(() => {
    reloadIfUpdated(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);
  return (
    <Box minH="100dvh" bg="bg" color="fg">
      <Outlet />
      <DeferredOverlays />
    </Box>
  );
}
