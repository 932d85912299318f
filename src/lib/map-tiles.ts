import { isLocalHost } from './local-host';

/**
 * The map tile URL template: VITE_MAP_TILE_URL when configured, otherwise OpenStreetMap's, except
 * on the local mock (localhost), which often has no internet: there maps draw the bundled world
 * outline instead (see mapBaseLayer) rather than fill the console with failed tile requests.
 */
export function mapTileUrl(hostname: string, configured: string | undefined = import.meta.env.VITE_MAP_TILE_URL): string | undefined {
  if (configured) return configured;
  return isLocalHost(hostname) ? undefined : 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
}

export const MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Country outlines (Natural Earth 110m) that the local mock's asset server serves (mocks/maps). */
export const OFFLINE_OUTLINE_URL = '/mock/assets/maps/world-110m.geojson';
export const OUTLINE_ATTRIBUTION = 'Natural Earth';

export type MapBaseLayer = { kind: 'tiles'; url: string } | { kind: 'outline'; url: string };

/** What a map draws under its data: tiles on a real host (or when configured), the offline world outline on the local mock. */
export function mapBaseLayer(hostname: string, configured: string | undefined = import.meta.env.VITE_MAP_TILE_URL): MapBaseLayer {
  const tiles = mapTileUrl(hostname, configured);
  return tiles ? { kind: 'tiles', url: tiles } : { kind: 'outline', url: OFFLINE_OUTLINE_URL };
}
