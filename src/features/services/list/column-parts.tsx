import { Badge, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Payload } from '@generated/client/model';
import { DateTime } from '@/components/date-time/date-time';
import { MissingValue } from '@/components/missing-value';
import { partiesOf } from '../model/parties';
import { PartyText } from '../parts/party-text';

/** The recording time in the payload's own timezone. */
export function PayloadTimeCell({ payload }: { payload: Payload }) {
  return <DateTime value={payload.meta.payload_time} timeZone={payload.meta.timezone} offset={payload.meta.timezone_offset} style="short" />;
}

export function LateCell({ payload }: { payload: Payload }) {
  return payload.is_late ? (
    <Badge colorPalette="orange" size="sm">
      <Trans>Late</Trans>
    </Badge>
  ) : null;
}

export function ReceiptCell({ payload }: { payload: Payload }) {
  return payload.receipt_confirmed_at ? <DateTime value={payload.receipt_confirmed_at} timeZone={payload.meta.timezone} style="short" /> : <MissingValue />;
}

/** The other parties: the first with its saved name, and how many more, on one line. */
export function PartiesCell({ payload }: { payload: Payload }) {
  const { t } = useLingui();
  const parties = partiesOf(payload);
  const [first] = parties;
  if (!first) return <MissingValue />;
  return (
    <HStack gap="1" minW="0">
      <Text as="span" truncate minW="0">
        <PartyText party={first} />
      </Text>
      {parties.length > 1 && (
        <Badge size="xs" variant="subtle" flexShrink={0} title={t`${parties.length - 1} more parties`}>
          +{parties.length - 1}
        </Badge>
      )}
    </HStack>
  );
}

/** Text from a device, cut to one line (the full text is the tooltip). */
export function OneLine({ text }: { text: string | null | undefined }) {
  if (!text) return <MissingValue />;
  return (
    <Text as="span" truncate display="block" title={text} unicodeBidi="plaintext">
      {text}
    </Text>
  );
}

/** CSV text of the parties: "name (number)" joined by semicolons. */
export function partiesCsv(payload: Payload): string {
  return partiesOf(payload)
    .map((party) => [party.name, party.number && (party.name ? `(${party.number})` : party.number)].filter(Boolean).join(' '))
    .join('; ');
}
