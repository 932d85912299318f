// Relative imports: vite.config.ts loads this file too (the preview server picks the frame).
import type { Locale } from '../i18n/locales.ts';
import type { SignedInArea } from '../lib/signed-in-areas.ts';

/** Where an area's loading frame lies in the build, e.g. prerendered/pt-BR/frame-dashboard.html. */
export const loadingFrameFile = (locale: Locale, area: SignedInArea): string => `prerendered/${locale}/frame-${area}.html`;

/** Where the loading frame of a screen with its own heading lies, e.g. prerendered/pt-BR/frames/dashboard/services/calls.html. */
export const screenFrameFile = (locale: Locale, path: string): string => `prerendered/${locale}/frames${path}.html`;

/** Whether an address can name a screen frame's file: whole lowercase segments, nothing that could leave the folder. */
export const mayNameScreenFrame = (pathname: string): boolean => /^(\/[a-z0-9-]+)+$/.test(pathname);
