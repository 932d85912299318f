import { HStack, IconButton, Text } from '@chakra-ui/react';
import { faChevronLeft } from '@fortawesome/free-solid-svg-icons/faChevronLeft';
import { faChevronRight } from '@fortawesome/free-solid-svg-icons/faChevronRight';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import type { Neighbours } from '../model/review-queue';

/** Previous and next payload of the list the reviewer came from, and the position in it. */
export function ReviewNav({ neighbours }: { neighbours: Neighbours }) {
  const { t, i18n } = useLingui();
  const { previous, next, position, total } = neighbours;
  const noList = t`Open payloads from a list to step through it.`;
  const positionText = i18n.number(position);
  const totalText = i18n.number(total);
  return (
    <HStack gap="1" aria-label={t`Position in the list`} role="group">
      {previous ? (
        <IconButton asChild size="sm" variant="outline" aria-label={t`Previous payload (k)`}>
          <Link to={previous} data-testid="previous-payload">
            <Icon icon={faChevronLeft} />
          </Link>
        </IconButton>
      ) : (
        <IconButton
          size="sm"
          variant="outline"
          aria-label={t`Previous payload (k)`}
          disabled
          title={position ? t`This is the first payload of the list.` : noList}
        >
          <Icon icon={faChevronLeft} />
        </IconButton>
      )}
      {position > 0 && (
        <Text fontSize="sm" color="fg.muted" px="1" fontVariantNumeric="tabular-nums">
          {t`${positionText} of ${totalText}`}
        </Text>
      )}
      {next ? (
        <IconButton asChild size="sm" variant="outline" aria-label={t`Next payload (j)`}>
          <Link to={next} data-testid="next-payload">
            <Icon icon={faChevronRight} />
          </Link>
        </IconButton>
      ) : (
        <IconButton
          size="sm"
          variant="outline"
          aria-label={t`Next payload (j)`}
          disabled
          title={position ? t`This is the last payload of the list.` : noList}
        >
          <Icon icon={faChevronRight} />
        </IconButton>
      )}
    </HStack>
  );
}
