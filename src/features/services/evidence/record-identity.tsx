import { Code } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Payload } from '@generated/client/model';
import { DateTime } from '@/components/date-time/date-time';
import { formatMediaTime } from '@/components/media/media-time';
import { stateDefinition } from '@/components/state-badge/state-badge';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';
import { ownZone } from '../list/column-parts';
import { partiesOf } from '../model/parties';
import { DIRECTION_LABEL } from '../model/payload-text';
import { RecordFacts, RecordNote, RecordSection, RecordTable } from './record-parts';

/** What the payload is and where it came from: reference, type, state, device, user, group, SIM. */
export function RecordIdentity({ payload }: { payload: Payload }) {
  const { t, i18n } = useLingui();
  const meta = payload.meta;
  const state = stateDefinition('payload', payload.payload_state);
  const carrier = meta.payload_carrier_metadata;
  const slot = carrier?.slot_index !== undefined ? carrier.slot_index + 1 : undefined;
  const sim =
    carrier && [carrier.carrier_name, slot !== undefined ? t`SIM ${slot}` : undefined, carrier.phone_number].filter(Boolean).join(' · ');
  const facts: [string, React.ReactNode][] = [
    [t`Payload reference`, <Code key="reference">{payload.payload_reference}</Code>],
    [t`Type`, i18n._(PAYLOAD_TYPE_LABELS[payload.payload_type])],
    [t`State`, state ? `${i18n._(state.label)}: ${i18n._(state.meaning)}` : payload.payload_state],
    [t`Device`, payload.device_reference],
    [t`Device user`, payload.device_user_reference],
    [t`Group`, payload.group],
  ];
  if (sim) facts.push([t`SIM`, sim]);
  if (meta.imeis?.length) facts.push([t`IMEIs`, meta.imeis.join(', ')]);
  if (payload.device_ip) facts.push([t`Uploaded from`, payload.device_ip]);
  if (payload.is_legacy) facts.push([t`Legacy reference`, payload.legacy_payload_reference ?? '']);
  return (
    <RecordSection title={<Trans>Identity</Trans>} testId="record-identity">
      <RecordFacts facts={facts} />
    </RecordSection>
  );
}

/** The other parties: number, saved name, direction, and for calls when each joined and for how long. */
export function RecordParties({ payload }: { payload: Payload }) {
  const { t, i18n } = useLingui();
  const direction = (value: keyof typeof DIRECTION_LABEL | null | undefined) => (value ? i18n._(DIRECTION_LABEL[value]) : '');
  const calls = payload.meta.second_parties;
  let table;
  if (calls?.length) {
    table = (
      <RecordTable
        label={t`Parties`}
        headers={[t`Number`, t`Saved name`, t`Direction`, t`Started`, t`Duration`]}
        rows={calls.map((party) => [
          party.phone_number ?? '',
          party.contact_name ?? '',
          direction(party.direction),
          <DateTime key="start" value={party.start_time} {...ownZone(payload)} />,
          party.duration !== undefined ? formatMediaTime(party.duration) : '',
        ])}
      />
    );
  } else {
    const parties = partiesOf(payload);
    table = parties.length ? (
      <RecordTable
        label={t`Parties`}
        headers={[t`Number`, t`Saved name`, t`Direction`]}
        rows={parties.map((party) => [party.number ?? '', party.name ?? '', direction(party.direction)])}
      />
    ) : (
      <RecordNote>
        <Trans>No other party: the payload is not a call or a message.</Trans>
      </RecordNote>
    );
  }
  return (
    <RecordSection title={<Trans>Parties</Trans>} testId="record-parties">
      {table}
    </RecordSection>
  );
}
