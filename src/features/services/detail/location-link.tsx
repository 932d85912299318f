import { Link, Text } from '@chakra-ui/react';
import { faLocationDot } from '@fortawesome/free-solid-svg-icons/faLocationDot';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Location } from '@generated/client/model';
import { Icon } from '@/components/icon';

/** Coordinates with their accuracy and a link that opens them on a map. */
export function LocationLink({ location }: { location: Location }) {
  const { t, i18n } = useLingui();
  const { latitude, longitude } = location;
  const coordinates = `${i18n.number(latitude, { maximumFractionDigits: 5 })}, ${i18n.number(longitude, { maximumFractionDigits: 5 })}`;
  const map = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
  const accuracy = location.accuracy !== undefined ? i18n.number(location.accuracy, { maximumFractionDigits: 0 }) : undefined;
  return (
    <Text as="span">
      <Link href={map} target="_blank" rel="noopener noreferrer" aria-label={t`Open ${coordinates} on a map`}>
        <Icon icon={faLocationDot} /> {coordinates}
      </Link>
      {accuracy !== undefined && (
        <Text as="span" color="fg.muted" ms="2">
          <Trans>± {accuracy} m</Trans>
        </Text>
      )}
    </Text>
  );
}
