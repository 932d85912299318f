import { Badge, HStack } from '@chakra-ui/react';
import { faCheck } from '@fortawesome/free-solid-svg-icons/faCheck';
import { faClockRotateLeft } from '@fortawesome/free-solid-svg-icons/faClockRotateLeft';
import { faHourglassEnd } from '@fortawesome/free-solid-svg-icons/faHourglassEnd';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Payload } from '@generated/client/model';
import { Icon } from '@/components/icon';
import { StateBadge } from '@/components/state-badge/state-badge';

/** State, late, legacy and receipt at a glance; each says it in words, not only in colour. */
export function PayloadBadges({ payload, showMeaning }: { payload: Payload; showMeaning?: boolean }) {
  const { t } = useLingui();
  return (
    <HStack gap="2" wrap="wrap">
      <StateBadge kind="payload" value={payload.payload_state} showMeaning={showMeaning} />
      {payload.is_late && (
        <Badge colorPalette="orange" variant="solid" title={t`Uploaded more than 7 days after it was recorded.`}>
          <Icon icon={faHourglassEnd} />
          <Trans>Late</Trans>
        </Badge>
      )}
      {payload.is_legacy && (
        <Badge colorPalette="purple" title={payload.legacy_payload_reference ?? undefined}>
          <Icon icon={faClockRotateLeft} />
          <Trans>Legacy</Trans>
        </Badge>
      )}
      {payload.receipt_confirmed_at && (
        <Badge colorPalette="green" variant="outline">
          <Icon icon={faCheck} />
          <Trans>Receipt confirmed</Trans>
        </Badge>
      )}
    </HStack>
  );
}
