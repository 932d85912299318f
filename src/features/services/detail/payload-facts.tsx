import { Code, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import type { Payload } from '@generated/client/model';
import { DateTime } from '@/components/date-time/date-time';
import { formatMediaTime } from '@/components/media/media-time';
import { StateBadge } from '@/components/state-badge/state-badge';
import { href } from '@/lib/paths';
import { partiesOf } from '../model/parties';
import { hasStateNotice } from '../model/payload-kinds';
import { DIRECTION_LABEL } from '../model/payload-text';
import { PartyText } from '../parts/party-text';
import { FactList } from './fact-list';
import { LocationLink } from './location-link';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';

/** The summary a reviewer reads first: when, who, where, on which SIM, and what happened since. */
export function PayloadFacts({ payload }: { payload: Payload }) {
  const { t, i18n } = useLingui();
  const meta = payload.meta;
  const zone = meta.timezone;
  const carrier = meta.payload_carrier_metadata;
  const simSlot = carrier?.slot_index !== undefined ? carrier.slot_index + 1 : undefined;
  const parties = partiesOf(payload);
  const duration = meta.payload_full_duration ?? meta.payload_duration;
  const location = meta.payload_location ?? meta.last_known_location;
  const time = (value: string | null | undefined) => value && <DateTime value={value} timeZone={zone} offset={meta.timezone_offset} />;
  const by = (value: string | null | undefined, who: string | null | undefined) =>
    value && (
      <Text as="span">
        {time(value)}
        {who && <Text as="span" color="fg.muted">{` · ${who}`}</Text>}
      </Text>
    );

  return (
    <FactList
      testId="payload-facts"
      facts={[
        [t`Type`, i18n._(PAYLOAD_TYPE_LABELS[payload.payload_type])],
        [
          t`State`,
          <StateBadge key="state" kind="payload" value={payload.payload_state} showMeaning={!hasStateNotice(payload.payload_state)} />,
        ],
        [t`Recorded`, time(meta.payload_time)],
        [t`Timezone`, zone && `${zone}${meta.timezone_offset ? ` (${meta.timezone_offset})` : ''}`],
        [t`Direction`, meta.direction && i18n._(DIRECTION_LABEL[meta.direction])],
        [
          parties.length > 1 ? t`Parties` : t`Other party`,
          parties.length > 0 && (
            <Stack gap="0">
              {parties.map((party, index) => (
                <PartyText key={`${party.number}-${index}`} party={party} />
              ))}
            </Stack>
          ),
        ],
        [t`Duration`, duration !== undefined && payload.payload_type !== 'Photo' && formatMediaTime(duration)],
        [
          t`Device`,
          <Link key="device" asChild>
            <RouterLink to={href.device(payload.device_reference)}>{payload.device_reference}</RouterLink>
          </Link>,
        ],
        [
          t`Device user`,
          <Link key="user" asChild>
            <RouterLink to={href.deviceUser(payload.device_user_reference)}>{payload.device_user_reference}</RouterLink>
          </Link>,
        ],
        [t`Group`, payload.group],
        [
          t`Carrier`,
          carrier &&
            [carrier.carrier_name, simSlot !== undefined ? t`SIM ${simSlot}` : undefined, carrier.phone_number].filter(Boolean).join(' · '),
        ],
        [meta.payload_location ? t`Location` : t`Last known location`, location && <LocationLink location={location} />],
        [t`Uploaded`, time(payload.uploaded_at)],
        [t`Processed`, time(payload.processed_at)],
        [t`Transferred`, time(payload.transferred_at)],
        [t`Receipt`, payload.receipt_confirmed_at ? by(payload.receipt_confirmed_at, payload.receipt_confirmed_by) : t`Not confirmed`],
        [t`Last change`, by(payload.updated_at, payload.updated_by)],
        [t`Legacy reference`, payload.legacy_payload_reference && <Code wordBreak="break-all">{payload.legacy_payload_reference}</Code>],
        [t`Legacy processed`, time(payload.legacy_processed_time)],
      ]}
    />
  );
}
