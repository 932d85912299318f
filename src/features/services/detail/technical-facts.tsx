import { Code } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Payload } from '@generated/client/model';
import { FactList } from './fact-list';

const yesNo = (value: boolean | undefined, yes: string, no: string) => (value === undefined ? undefined : value ? yes : no);

/** What an administrator checks: call and message metadata, keys, checksums, storage, IMEIs. */
export function TechnicalFacts({ payload }: { payload: Payload }) {
  const { t, i18n } = useLingui();
  const meta = payload.meta;
  const carrier = meta.payload_carrier_metadata;
  const code = (value: string | null | undefined) =>
    value && (
      <Code wordBreak="break-all" fontSize="xs">
        {value}
      </Code>
    );
  const stats = meta.telecom_stats;
  const signalStrength = meta.signal_strength;
  const recordedSize = meta.size !== undefined ? i18n.number(meta.size) : '';
  const messageLength = meta.length;
  return (
    <FactList
      testId="technical-facts"
      facts={[
        [t`Reference`, code(payload.payload_reference)],
        [t`Local time`, meta.local_time],
        [t`Voice source`, meta.voice_source],
        [t`Signal strength`, signalStrength !== undefined && t`${signalStrength} of 4`],
        [t`Recording gaps`, yesNo(meta.is_intermittent, t`Yes: the call was interrupted`, t`No`)],
        [t`Recorded size`, meta.size !== undefined && payload.payload_type !== 'SMS' && t`${recordedSize} B`],
        [t`Message length`, messageLength !== undefined && t`${messageLength} characters`],
        [t`Segments`, stats?.segments],
        [t`Delivery status`, typeof stats?.status === 'string' && stats.status],
        [t`Thread`, meta.thread_id],
        [t`Message ID`, code(meta.message_id)],
        [t`IMSI`, code(meta.imsi)],
        [
          t`SIM default for`,
          carrier &&
            [carrier.is_default_voice && t`calls`, carrier.is_default_message && t`messages`, carrier.is_default_data && t`data`]
              .filter(Boolean)
              .join(', '),
        ],
        [t`IMEIs`, meta.imeis?.length && meta.imeis.join(', ')],
        [t`Device IP`, payload.device_ip],
        [t`Key ID`, code(payload.key_id)],
        [t`Checksum`, code(payload.checksum)],
        [t`Storage path`, code(payload.s3_path)],
        [t`File name`, meta.file_name],
      ]}
    />
  );
}
