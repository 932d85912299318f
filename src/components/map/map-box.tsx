import { Box } from '@chakra-ui/react';
import type { Ref } from 'react';

interface MapBoxProps {
  /** The element Leaflet draws the map in. */
  ref: Ref<HTMLDivElement>;
  /** The map's accessible name. */
  label: string;
  height: string;
  testId: string;
}

/** The framed region a Leaflet map draws in; its own stacking context keeps Leaflet's panes under the page's menus and dialogs. */
export function MapBox({ ref, label, height, testId }: MapBoxProps) {
  return (
    <Box
      ref={ref}
      role="region"
      aria-label={label}
      height={height}
      width="full"
      rounded="md"
      borderWidth="1px"
      overflow="hidden"
      zIndex="0"
      position="relative"
      data-testid={testId}
    />
  );
}
