import { Box } from '@chakra-ui/react';
import { PageLoading } from '@/app/page-loading';
import { LOADING_FRAME_ID } from '@/prerender/loading-frames';
import { HeaderBar } from './parts/header-bar';

/**
 * What a signed-in address paints before the app's code and data arrive: the layouts' header and
 * a loading status. Pre-rendered (scripts/vite-prerender.ts), served beside the empty root and
 * removed by src/app/start-app.tsx in the commit that renders the page.
 */
export function LoadingFrame({ home }: { home: string }) {
  return (
    <Box id={LOADING_FRAME_ID} minH="100dvh" bg="bg" color="fg">
      <HeaderBar home={home} settings={false} />
      <Box as="main">
        <PageLoading />
      </Box>
    </Box>
  );
}
