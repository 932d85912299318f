import { Box, Heading, Skeleton } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId } from 'react';
import type { Location } from '@generated/client/model';
import { LocationLink } from './location-link';

// Leaflet is only loaded for a payload that has a location to show.
const LocationMap = lazy(() => import('./location-map').then((module) => ({ default: module.LocationMap })));

/** Where the payload was captured, on a map, with the coordinates as a link to a full map. */
export function PayloadLocation({ location }: { location: Location | null | undefined }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  if (!location) return null;
  const coordinates = `${i18n.number(location.latitude, { maximumFractionDigits: 5 })}, ${i18n.number(location.longitude, { maximumFractionDigits: 5 })}`;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="sm" mb="1" id={headingId}>
        <Trans>Location</Trans>
      </Heading>
      <Box mb="2" fontSize="sm">
        <LocationLink location={location} />
      </Box>
      <Suspense fallback={<Skeleton height="16rem" rounded="md" />}>
        <LocationMap location={location} label={t`Map of where it was captured: ${coordinates}`} />
      </Suspense>
    </Box>
  );
}
