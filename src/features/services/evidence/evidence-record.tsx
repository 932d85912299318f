import { Box, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { DateTime } from '@/components/date-time/date-time';
import type { OwnZone } from '@/components/date-time/reading-zone';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';
import { ownZone } from '../list/column-parts';
import { recordReference, type EvidenceData, type Production } from './evidence-model';
import { RecordAudit, RecordComments, RecordHold, RecordIntegrity } from './record-activity';
import { RecordIdentity, RecordParties } from './record-identity';
import { RecordFacts } from './record-parts';
import { RecordTimeline } from './record-timeline';
import { useZoneStatement } from './use-zone-statement';

interface EvidenceRecordProps {
  data: EvidenceData;
  production: Production;
  /** The named print page of the record, whose margins carry its reference (`@page` rules of the document). */
  page: string;
}

/** Who produced the record, when and for which organisation, and the zone its times are read in. */
export function ProductionFacts({ production, reference, own }: { production: Production; reference: string; own: OwnZone | 'each' }) {
  const { t } = useLingui();
  const zones = useZoneStatement(own);
  return (
    <RecordFacts
      facts={[
        [t`Document reference`, <Code key="reference">{reference}</Code>],
        [t`Produced`, <DateTime key="produced" value={production.producedAt.toISOString()} />],
        [t`Produced by`, production.producedBy],
        [t`Organisation`, production.organisation],
        [t`Times`, zones],
      ]}
    />
  );
}

/**
 * The evidence record of one payload: what it is, who took part, what happened to it and when, the
 * checksum sent at upload, its legal hold, every comment and the full audit, and who produced the
 * record, when and from which organisation, under a reference made of the payload's and the time.
 */
export function EvidenceRecord({ data, production, page }: EvidenceRecordProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const { payload } = data;
  const reference = recordReference(payload.payload_reference, production.producedAt);
  const type = i18n._(PAYLOAD_TYPE_LABELS[payload.payload_type]);
  const payloadReference = payload.payload_reference;
  return (
    <Box
      as="article"
      aria-labelledby={titleId}
      data-evidence-record={reference}
      data-testid="evidence-record"
      css={{ page }}
      borderWidth="1px"
      rounded="md"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="5">
        <Box>
          <Heading as="h2" size="xl" id={titleId}>
            <Trans>
              Evidence record: {type} {payloadReference}
            </Trans>
          </Heading>
          <Text fontSize="sm" color="fg.muted" mt="1">
            <Trans>Every fact below is as the platform held it when the record was produced.</Trans>
          </Text>
        </Box>
        <ProductionFacts production={production} reference={reference} own={ownZone(payload)} />
        <RecordIdentity payload={payload} />
        <RecordParties payload={payload} />
        <RecordTimeline payload={payload} audit={data.audit} />
        <RecordIntegrity payload={payload} />
        <RecordHold data={data} />
        <RecordComments payload={payload} comments={data.comments} />
        <RecordAudit payload={payload} audit={data.audit} />
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          <Trans>End of evidence record {reference}</Trans>
        </Text>
      </Stack>
    </Box>
  );
}
