/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

interface ImportMetaEnv {
  readonly VITE_ADMIN_API_URL?: string;
  readonly VITE_CLIENT_API_URL?: string;
  readonly VITE_RUM_APP_MONITOR_ID?: string;
  readonly VITE_RUM_IDENTITY_POOL_ID?: string;
  readonly VITE_RUM_REGION?: string;
  readonly VITE_RUM_ENDPOINT?: string;
  readonly VITE_RUM_GUEST_ROLE_ARN?: string;
  /** Map tiles for GPS tracks, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png */
  readonly VITE_MAP_TILE_URL?: string;
}
declare const __BUILD_ID__: string;
/** The patches of dependencies' internals this build leaves out (scripts/lib/patch-switches.ts). */
declare const __PATCHES_OFF__: readonly string[];
