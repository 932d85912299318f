import { Box, Stack } from '@chakra-ui/react';
import { PageLoading } from '@/app/page-loading';
import { ScreenHeading } from '@/components/screen-heading';
import type { HeadedPath } from '@/lib/screen-headings';
import { LOADING_FRAME_ID, SIGNED_IN_AREAS, type SignedInArea } from '@/lib/signed-in-areas';
import { HeaderBar } from './parts/header-bar';
import { ClientPortalFrame, NavigationButton, StaffPortalFrame } from './parts/portal-frames';

/**
 * What a signed-in address paints before the app's code and data arrive: its layout's frame, the
 * screen's heading when the address names a screen, and a loading status. Pre-rendered
 * (scripts/vite-prerender.ts), served beside the empty root and removed by src/app/start-app.tsx
 * in the commit that renders the page.
 */
export function LoadingFrame({ area, path }: { area: SignedInArea; path?: HeadedPath | undefined }) {
  const header = (
    <HeaderBar home={SIGNED_IN_AREAS[area]} start={area === 'dashboard' ? <NavigationButton /> : undefined} settings={false} />
  );
  const page = (
    <Stack gap="5">
      {path ? <ScreenHeading path={path} /> : null}
      <PageLoading />
    </Stack>
  );
  return (
    <Box id={LOADING_FRAME_ID} bg="bg" color="fg">
      {area === 'dashboard' ? (
        <ClientPortalFrame top={header}>{page}</ClientPortalFrame>
      ) : (
        <StaffPortalFrame header={header}>{page}</StaffPortalFrame>
      )}
    </Box>
  );
}
