import { Box } from '@chakra-ui/react';
import type { Gps } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { MAP_ATTRIBUTION, mapTileUrl } from '@/lib/map-tiles';
import { formatDateTime } from '@/components/date-time/format-date';
import { trackBounds } from '../model/track';

const TILE_URL = mapTileUrl(window.location.hostname);
// Map tiles are light in both colour modes, so fixed colours keep their contrast on them.
const COLOURS = { track: '#1d4ed8', point: '#1d4ed8', first: '#15803d', last: '#b91c1c', selected: '#c2410c' };

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
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const markers = useRef(new Map<string, L.CircleMarker>());

  useEffect(() => {
    if (!container.current) return undefined;
    const instance = L.map(container.current, { scrollWheelZoom: false, zoomControl: true }).setView([20, 0], 2);
    if (TILE_URL) L.tileLayer(TILE_URL, { attribution: MAP_ATTRIBUTION, maxZoom: 19 }).addTo(instance);
    layer.current = L.layerGroup().addTo(instance);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      layer.current = null;
    };
  }, []);

  useEffect(() => {
    const group = layer.current;
    const instance = map.current;
    if (!group || !instance) return;
    group.clearLayers();
    markers.current.clear();
    if (points.length > 1) L.polyline(points.map((point) => [point.latitude, point.longitude] as [number, number]), { color: COLOURS.track, weight: 3, opacity: 0.8 }).addTo(group);
    points.forEach((point, index) => {
      const colour = index === 0 ? COLOURS.first : index === points.length - 1 ? COLOURS.last : COLOURS.point;
      const marker = L.circleMarker([point.latitude, point.longitude], { radius: index === 0 || index === points.length - 1 ? 7 : 4, color: '#ffffff', weight: 1.5, fillColor: colour, fillOpacity: 1 });
      // Text node content: device data never becomes HTML.
      const tip = document.createElement('span');
      const time = formatDateTime(point.timestamp, { locale: i18n.locale, timeZone: point.timezone }) ?? point.timestamp;
      tip.textContent = [time, point.accuracy !== undefined ? `± ${i18n.number(point.accuracy)} m` : '', point.provider ?? ''].filter(Boolean).join(' · ');
      marker.bindTooltip(tip);
      marker.addTo(group);
      markers.current.set(point.gps_reference, marker);
    });
    // The first and last points stay on top of the markers around them.
    [points[0], points.at(-1)].forEach((point) => (point ? markers.current.get(point.gps_reference)?.bringToFront() : undefined));
    const bounds = trackBounds(points);
    if (bounds) instance.fitBounds(bounds, { padding: [24, 24], maxZoom: 17 });
  }, [points, i18n]);

  useEffect(() => {
    const instance = map.current;
    markers.current.forEach((marker, reference) => marker.setStyle({ weight: reference === selected ? 4 : 1.5, color: reference === selected ? COLOURS.selected : '#ffffff' }));
    const marker = selected ? markers.current.get(selected) : undefined;
    if (!marker || !instance) return;
    marker.bringToFront();
    instance.panTo(marker.getLatLng());
    marker.openTooltip();
  }, [selected, points]);

  return <Box ref={container} role="region" aria-label={label} height={height} width="full" rounded="md" borderWidth="1px" overflow="hidden" zIndex="0" position="relative" data-testid="track-map" />;
}
