import { Alert } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ScreenHeading } from '@/components/screen-heading';
import { paths } from '@/lib/paths';
import { EvidenceDocument } from './evidence/evidence-document';
import { selectedReferences } from './evidence/selected-references';

/** /dashboard/services/records?ref=…: the evidence records of a selection of payloads in one document, with its manifest. */
export default function EvidenceRecordsPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const location = useLocation();
  const references = useMemo(() => selectedReferences(search), [search]);
  const from = (location.state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' && from.startsWith(`${paths.dashboard}/`) ? from : paths.services.all;
  if (!references.length)
    return (
      <>
        <ScreenHeading path={paths.services.records} />
        <Alert.Root status="info" mt="5">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>No payloads are chosen. Tick up to 100 payloads in a list, then choose “Evidence records”.</Trans>
          </Alert.Title>
        </Alert.Root>
      </>
    );
  return (
    <EvidenceDocument
      key={references.join(',')}
      references={references}
      selection
      back={{ to: back, label: t`Back to the list` }}
      heading={(actions) => <ScreenHeading path={paths.services.records} actions={actions} />}
    />
  );
}
