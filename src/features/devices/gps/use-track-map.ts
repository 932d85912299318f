import type { Gps } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import type L from 'leaflet';
import { useEffect, useRef, type RefObject } from 'react';
import { useLeafletMap } from '@/components/map/use-leaflet-map';
import { trackBounds } from '../model/track';
import { drawTrack, showSelected } from './draw-track';
import { useTimeFormat } from '@/components/date-time/use-time-format';

interface TrackMapOptions {
  /** Points oldest first (see trackPoints), drawn as a line with a marker each. */
  track: readonly Gps[];
  /** The gps_reference of the point to highlight and pan to. */
  selected: string | undefined;
  /** The points the view is fitted to, and how close it may zoom. */
  fitTo: readonly Gps[];
  padding: number;
  maxZoom: number;
  /** Draws more into the overlay after the track (keep it stable with useCallback). */
  decorate?: (overlay: L.LayerGroup) => void;
}

/** A Leaflet map in `container` showing a track, redrawn when its data changes, with the selected point highlighted. */
export function useTrackMap(
  container: RefObject<HTMLDivElement | null>,
  { track, selected, fitTo, padding, maxZoom, decorate }: TrackMapOptions,
): void {
  const { i18n } = useLingui();
  const format = useTimeFormat();
  const { map, overlay } = useLeafletMap(container);
  const markers = useRef(new Map<string, L.CircleMarker>());

  useEffect(() => {
    const group = overlay.current;
    const instance = map.current;
    if (!group || !instance) return;
    group.clearLayers();
    markers.current = drawTrack(group, track, i18n, format);
    decorate?.(group);
    const bounds = trackBounds(fitTo);
    if (bounds) instance.fitBounds(bounds, { padding: [padding, padding], maxZoom });
  }, [track, fitTo, padding, maxZoom, decorate, i18n, format, map, overlay]);

  useEffect(() => showSelected(map.current, markers.current, selected), [selected, track, map]);
}
