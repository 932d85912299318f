import { HStack, IconButton, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { faChevronLeft } from '@fortawesome/free-solid-svg-icons/faChevronLeft';
import { faChevronRight } from '@fortawesome/free-solid-svg-icons/faChevronRight';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import type { Neighbours } from '../model/review-queue';

const STEPS = {
  previous: { icon: faChevronLeft, label: msg`Previous payload (k)`, atEnd: msg`This is the first payload of the list.` },
  next: { icon: faChevronRight, label: msg`Next payload (j)`, atEnd: msg`This is the last payload of the list.` },
};

/** A link to the neighbouring payload, or a disabled button saying why there is none. */
function StepLink({ step, to, inList }: { step: keyof typeof STEPS; to: string | undefined; inList: boolean }) {
  const { t, i18n } = useLingui();
  const { icon, label, atEnd } = STEPS[step];
  return to ? (
    <IconButton asChild size="sm" variant="outline" aria-label={i18n._(label)}>
      <Link to={to} data-testid={`${step}-payload`}>
        <Icon icon={icon} />
      </Link>
    </IconButton>
  ) : (
    <IconButton
      size="sm"
      variant="outline"
      aria-label={i18n._(label)}
      disabled
      title={inList ? i18n._(atEnd) : t`Open payloads from a list to step through it.`}
    >
      <Icon icon={icon} />
    </IconButton>
  );
}

/** Previous and next payload of the list the reviewer came from, and the position in it. */
export function ReviewNav({ neighbours }: { neighbours: Neighbours }) {
  const { t, i18n } = useLingui();
  const { previous, next, position, total } = neighbours;
  const positionText = i18n.number(position);
  const totalText = i18n.number(total);
  return (
    <HStack gap="1" aria-label={t`Position in the list`} role="group">
      <StepLink step="previous" to={previous} inList={position > 0} />
      {position > 0 && (
        <Text fontSize="sm" color="fg.muted" px="1" fontVariantNumeric="tabular-nums">
          {t`${positionText} of ${totalText}`}
        </Text>
      )}
      <StepLink step="next" to={next} inList={position > 0} />
    </HStack>
  );
}
