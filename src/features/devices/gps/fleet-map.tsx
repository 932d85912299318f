import { Box } from '@chakra-ui/react';
import type { Gps } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useLeafletMap } from '@/components/map/use-leaflet-map';
import { trackBounds } from '../model/track';
import { drawTrack, MAP_COLOURS, pointSummary, showSelected, textTooltip } from './draw-track';

interface FleetMapProps {
  /** The newest point of each device (see latestByDevice). */
  latest: readonly Gps[];
  /** The selected device's points, oldest first; empty when no device is selected. */
  track: readonly Gps[];
  selectedDevice: string | undefined;
  selectedPoint: string | undefined;
  onSelectDevice: (device: string) => void;
  label: string;
}

/** Each device's latest position, labelled with its reference (a click selects the device), and the selected device's track. */
export function FleetMap({ latest, track, selectedDevice, selectedPoint, onSelectDevice, label }: FleetMapProps) {
  const { i18n } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const { map, overlay } = useLeafletMap(container);
  const markers = useRef(new Map<string, L.CircleMarker>());

  useEffect(() => {
    const group = overlay.current;
    const instance = map.current;
    if (!group || !instance) return;
    group.clearLayers();
    markers.current = drawTrack(group, track, i18n);
    for (const point of latest) {
      const device = point.device_reference ?? '';
      // The selected device's track ends at its latest position.
      if (device === selectedDevice && track.length) continue;
      const marker = L.circleMarker([point.latitude, point.longitude], { radius: 8, color: '#ffffff', weight: 2, fillColor: MAP_COLOURS.latest, fillOpacity: 1 });
      marker.bindTooltip(textTooltip([device, pointSummary(point, i18n)[0] ?? '']), { permanent: true, direction: 'right', offset: [8, 0] });
      marker.on('click', () => onSelectDevice(device));
      marker.addTo(group);
    }
    const bounds = trackBounds(track.length ? track : latest);
    if (bounds) instance.fitBounds(bounds, { padding: [32, 32], maxZoom: track.length ? 17 : 13 });
  }, [latest, track, selectedDevice, onSelectDevice, i18n, map, overlay]);

  useEffect(() => showSelected(map.current, markers.current, selectedPoint), [selectedPoint, track, map]);

  return <Box ref={container} role="region" aria-label={label} height="28rem" width="full" rounded="md" borderWidth="1px" overflow="hidden" zIndex="0" position="relative" data-testid="fleet-map" />;
}
