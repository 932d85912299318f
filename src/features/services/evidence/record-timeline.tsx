import { Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Payload, PayloadAudit } from '@generated/client/model';
import { DateTime } from '@/components/date-time/date-time';
import { formatDateTime } from '@/components/date-time/format-date';
import { ownZone } from '../list/column-parts';
import { timelineOf, type TimelineEntry, type TimelineKind } from './evidence-model';
import { RecordSection, RecordTable } from './record-parts';

const EVENT: Record<TimelineKind, MessageDescriptor> = {
  recorded: msg`Recorded`,
  uploaded: msg`Uploaded`,
  scanning: msg`Malware scan`,
  quarantined: msg`Quarantined`,
  failed: msg`Decryption failed`,
  processed: msg`Processed`,
  transferred: msg`Transferred to the client's storage`,
  receipt: msg`Receipt confirmed`,
  deleted: msg`Deleted`,
  destroyed: msg`Destroyed`,
};

/** The recording's own local time, zone and offset, whatever zone the record is read in. */
function DeviceLocalTime({ payload }: { payload: Payload }) {
  const { i18n } = useLingui();
  const meta = payload.meta;
  const local = formatDateTime(meta.payload_time, { locale: i18n.locale, timeZone: meta.timezone, offset: meta.timezone_offset });
  const zone = [meta.timezone, meta.timezone_offset && `UTC${meta.timezone_offset}`].filter(Boolean).join(', ');
  if (!local) return null;
  return (
    <Text as="span">
      <Trans>
        Device's local time: {local} ({zone})
      </Trans>
    </Text>
  );
}

function EntryDetail({ entry, payload }: { entry: TimelineEntry; payload: Payload }) {
  const by = entry.by;
  switch (entry.kind) {
    case 'recorded':
      return <DeviceLocalTime payload={payload} />;
    case 'uploaded':
      return payload.is_late ? (
        <Text as="span" fontWeight="semibold">
          <Trans>Late: uploaded more than 7 days after it was recorded.</Trans>
        </Text>
      ) : (
        <Trans>On time: uploaded within 7 days of recording.</Trans>
      );
    case 'scanning':
      return <Trans>Being scanned for malware now; the contract records no time for the scan.</Trans>;
    case 'quarantined':
      return <Trans>Failed the malware scan and is held in quarantine; the contract records no time for the scan.</Trans>;
    case 'failed':
      return <Trans>Uploaded but could not be decrypted.</Trans>;
    case 'receipt':
      return by ? <Trans>By {by}</Trans> : null;
    case 'deleted':
    case 'destroyed':
      return by ? <Trans>Last change by {by}</Trans> : null;
    default:
      return null;
  }
}

/** What happened to the payload and when: recorded (with the device's local time), uploaded (late or not), scanned, processed, transferred, each receipt. */
export function RecordTimeline({ payload, audit }: { payload: Payload; audit: PayloadAudit | undefined }) {
  const { t, i18n } = useLingui();
  const entries = timelineOf(payload, audit);
  return (
    <RecordSection title={<Trans>Timeline</Trans>} testId="record-timeline">
      <RecordTable
        label={t`Timeline`}
        headers={[t`Event`, t`When`, t`Details`]}
        widths={['24%', '28%']}
        rows={entries.map((entry) => [
          i18n._(EVENT[entry.kind]),
          entry.time ? <DateTime key="time" value={entry.time} {...ownZone(payload)} /> : t`No time recorded`,
          <EntryDetail key="detail" entry={entry} payload={payload} />,
        ])}
      />
    </RecordSection>
  );
}
