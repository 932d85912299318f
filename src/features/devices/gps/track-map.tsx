import { Box } from '@chakra-ui/react';
import type { Gps } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import type L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useLeafletMap } from '@/components/map/use-leaflet-map';
import { trackBounds } from '../model/track';
import { drawTrack, showSelected } from './draw-track';

interface TrackMapProps {
  /** Points oldest first (see trackPoints). */
  points: readonly Gps[];
  selected?: string | undefined;
  label: string;
  height?: string;
}

/** Plain Leaflet in a small wrapper: the track as a line, each point as a marker with its time, accuracy and provider. */
export function TrackMap({ points, selected, label, height = '24rem' }: TrackMapProps) {
  const { i18n } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const { map, overlay } = useLeafletMap(container);
  const markers = useRef(new Map<string, L.CircleMarker>());

  useEffect(() => {
    const group = overlay.current;
    const instance = map.current;
    if (!group || !instance) return;
    group.clearLayers();
    markers.current = drawTrack(group, points, i18n);
    const bounds = trackBounds(points);
    if (bounds) instance.fitBounds(bounds, { padding: [24, 24], maxZoom: 17 });
  }, [points, i18n, map, overlay]);

  useEffect(() => showSelected(map.current, markers.current, selected), [selected, points, map]);

  return <Box ref={container} role="region" aria-label={label} height={height} width="full" rounded="md" borderWidth="1px" overflow="hidden" zIndex="0" position="relative" data-testid="track-map" />;
}
