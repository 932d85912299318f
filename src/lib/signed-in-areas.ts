// Relative imports: vite.config.ts loads this file too (through src/prerender/ and scripts/nginx/).
import { paths } from './paths.ts';

/** The signed-in areas, each with the home its header links to. */
export const SIGNED_IN_AREAS = { dashboard: paths.dashboard, internal: paths.internal.clients } as const;
export type SignedInArea = keyof typeof SIGNED_IN_AREAS;

/** The element that holds the pre-rendered loading frame, beside the app's root. */
export const LOADING_FRAME_ID = 'loading-frame';

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The signed-in area an address lies in, if any. */
export function signedInArea(pathname: string): SignedInArea | undefined {
  if (within(pathname, SIGNED_IN_AREAS.internal)) return 'internal';
  if (within(pathname, SIGNED_IN_AREAS.dashboard)) return 'dashboard';
  return undefined;
}
