import { isLocalHost } from '@/api/hosts';

/**
 * The map tile URL template: VITE_MAP_TILE_URL when configured, otherwise OpenStreetMap's, except
 * on the local mock (localhost), which often has no internet: there the markers and tracks draw
 * on a plain background instead of filling the console with failed tile requests.
 */
export function mapTileUrl(hostname: string, configured: string | undefined = import.meta.env.VITE_MAP_TILE_URL): string | undefined {
  if (configured) return configured;
  return isLocalHost(hostname) ? undefined : 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
}

export const MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
