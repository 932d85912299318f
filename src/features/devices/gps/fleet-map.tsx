import type { Gps } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import L from 'leaflet';
import { useCallback, useRef } from 'react';
import { MapBox } from '@/components/map/map-box';
import { useTimeFormat } from '@/components/date-time/use-time-format';
import { MAP_COLOURS, pointSummary, textTooltip } from './draw-track';
import { useTrackMap } from './use-track-map';

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
  const format = useTimeFormat();
  const container = useRef<HTMLDivElement>(null);
  const drawLatest = useCallback(
    (group: L.LayerGroup) => {
      for (const point of latest) {
        const device = point.device_reference ?? '';
        // The selected device's track ends at its latest position.
        if (device === selectedDevice && track.length) continue;
        const marker = L.circleMarker([point.latitude, point.longitude], {
          radius: 8,
          color: '#ffffff',
          weight: 2,
          fillColor: MAP_COLOURS.latest,
          fillOpacity: 1,
        });
        marker.bindTooltip(textTooltip([device, pointSummary(point, i18n, format)[0] ?? '']), {
          permanent: true,
          direction: 'right',
          offset: [8, 0],
        });
        marker.on('click', () => onSelectDevice(device));
        marker.addTo(group);
      }
    },
    [latest, track, selectedDevice, onSelectDevice, i18n, format],
  );
  useTrackMap(container, {
    track,
    selected: selectedPoint,
    fitTo: track.length ? track : latest,
    padding: 32,
    maxZoom: track.length ? 17 : 13,
    decorate: drawLatest,
  });

  return <MapBox ref={container} label={label} height="28rem" testId="fleet-map" />;
}
