// Relative imports: vite.config.ts loads this file too (the preview server picks the frame).
import type { Locale } from '../i18n/locales.ts';
import { paths } from '../lib/paths.ts';

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

/** Where an area's loading frame lies in the build, e.g. prerendered/pt-BR/frame-dashboard.html. */
export const loadingFrameFile = (locale: Locale, area: SignedInArea): string => `prerendered/${locale}/frame-${area}.html`;

/** Where the loading frame of a screen with its own heading lies, e.g. prerendered/pt-BR/frames/dashboard/services/calls.html. */
export const screenFrameFile = (locale: Locale, path: string): string => `prerendered/${locale}/frames${path}.html`;

/** Whether an address can name a screen frame's file: whole lowercase segments, nothing that could leave the folder. */
export const mayNameScreenFrame = (pathname: string): boolean => /^(\/[a-z0-9-]+)+$/.test(pathname);
