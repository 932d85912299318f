import { Box } from '@chakra-ui/react';
import type { Gps } from '@generated/client/model';
import { useRef } from 'react';
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
  return (
    <Box
      ref={container}
      role="region"
      aria-label={label}
      height={height}
      width="full"
      rounded="md"
      borderWidth="1px"
      overflow="hidden"
      zIndex="0"
      position="relative"
      data-testid="track-map"
    />
  );
}
