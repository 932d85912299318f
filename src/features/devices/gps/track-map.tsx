import type { Gps } from '@generated/client/model';
import { useRef } from 'react';
import { MapBox } from '@/components/map/map-box';
import { useTrackMap } from './use-track-map';

interface TrackMapProps {
  /** Points oldest first (see trackPoints). */
  points: readonly Gps[];
  selected?: string | undefined;
  label: string;
  height?: string;
}

/** Plain Leaflet in a small wrapper: the track as a line, each point as a marker with its time, accuracy and provider. */
export function TrackMap({ points, selected, label, height = '24rem' }: TrackMapProps) {
  const container = useRef<HTMLDivElement>(null);
  useTrackMap(container, { track: points, selected, fitTo: points, padding: 24, maxZoom: 17 });
  return <MapBox ref={container} label={label} height={height} testId="track-map" />;
}
