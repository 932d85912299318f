import { Box, Button, Link, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { faArrowLeft } from '@fortawesome/free-solid-svg-icons/faArrowLeft';
import { faFileCsv } from '@fortawesome/free-solid-svg-icons/faFileCsv';
import { faPrint } from '@fortawesome/free-solid-svg-icons/faPrint';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useProfile } from '@/auth/use-profile';
import { useSession } from '@/auth/use-session';
import { useRowsCsv } from '@/components/data-table/use-csv-format';
import { Icon } from '@/components/icon';
import { LoadError } from '@/components/load-error';
import { usePageTitle } from '@/components/use-page-title';
import { EvidenceCover } from './evidence-cover';
import { bundleReference, recordReference, type Production } from './evidence-model';
import { EvidencePageRules } from './evidence-page-rules';
import './evidence-print.css';
import { EvidenceRecord } from './evidence-record';
import { manifestRows, useManifestColumns } from './manifest-columns';
import { useEvidence, type EvidenceState } from './use-evidence';

interface EvidenceDocumentProps {
  references: readonly string[];
  /** The page's heading (h1, description), given the document's actions. */
  heading: (actions: ReactNode) => ReactNode;
  back: { to: string; label: ReactNode };
  /** A selection: a manifest first, and its CSV. */
  selection: boolean;
}

/**
 * A print-ready document of evidence records, one per payload (a selection's starts with its
 * manifest). The browser prints it, or saves it as a PDF; the print shows the document alone.
 */
export function EvidenceDocument({ references, heading, back, selection }: EvidenceDocumentProps) {
  const { t } = useLingui();
  const session = useSession();
  const profile = useProfile();
  const [producedAt] = useState(() => new Date());
  const production: Production = {
    producedAt,
    producedBy: profile.data?.user_reference ?? session.user ?? '',
    organisation: session.client,
  };
  const states = useEvidence(references);
  const records = useMemo(() => states.flatMap((state) => (state.status === 'ready' ? [state.data] : [])), [states]);
  const settled = states.filter((state) => state.status !== 'loading').length;
  const done = settled === references.length;
  const reference =
    references.length === 1 && !selection
      ? recordReference(references[0] ?? '', producedAt)
      : bundleReference(references.length, producedAt);
  usePageTitle(t`Evidence record ${reference}`);
  const manifest = useManifestColumns();
  const downloadCsv = useRowsCsv();
  const rows = manifestRows(records, production);

  const actions = (
    <Stack direction="row" gap="2" wrap="wrap">
      <Link asChild fontSize="sm" alignSelf="center">
        <RouterLink to={back.to}>
          <Icon icon={faArrowLeft} />
          {back.label}
        </RouterLink>
      </Link>
      <Button size="sm" onClick={() => window.print()} disabled={!done || records.length === 0}>
        <Icon icon={faPrint} />
        <Trans>Print or save as PDF</Trans>
      </Button>
      {selection ? (
        <Button
          size="sm"
          variant="outline"
          disabled={!done || records.length === 0}
          onClick={() => downloadCsv(rows, manifest, 'evidence-manifest')}
        >
          <Icon icon={faFileCsv} />
          <Trans>Manifest CSV</Trans>
        </Button>
      ) : null}
    </Stack>
  );

  const total = references.length;
  return (
    <Stack gap="5">
      <Box data-print-hide="">{heading(actions)}</Box>
      <Text fontSize="sm" color="fg.muted" data-print-hide="">
        <Trans>To keep the record as a file, print it and choose “Save as PDF” as the printer.</Trans>
      </Text>
      {!done ? (
        <Stack gap="1" role="status" data-print-hide="">
          <Text fontSize="sm">
            <Trans>
              Loading records: {settled} of {total}
            </Trans>
          </Text>
          <Progress.Root value={(settled / Math.max(total, 1)) * 100} size="sm" maxW="20rem">
            <Progress.Track aria-label={t`Records loaded`}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      ) : null}
      <Stack gap="6" data-evidence-document="" data-testid="evidence-document">
        {selection && done ? <EvidenceCover reference={reference} production={production} rows={rows} asked={total} /> : null}
        {states.map((state, index) =>
          state.status === 'ready' ? (
            <EvidenceRecord key={state.reference} data={state.data} production={production} page={`evidence-${index}`} />
          ) : state.status === 'error' ? (
            <RecordLoadError key={state.reference} reference={state.reference} error={state.error} onRetry={state.retry} />
          ) : (
            <Skeleton key={state.reference} height="40" />
          ),
        )}
      </Stack>
      <EvidencePageRules reference={reference} production={production} pages={pagesOf(states, producedAt)} />
    </Stack>
  );
}

function RecordLoadError({ reference, error, onRetry }: { reference: string; error: Error; onRetry: () => void }) {
  return (
    <Stack data-print-hide="">
      <LoadError title={<Trans>The record of {reference} could not be loaded.</Trans>} error={error} onRetry={onRetry} />
    </Stack>
  );
}

/** The named print page of each loaded record and its reference. */
function pagesOf(states: readonly EvidenceState[], producedAt: Date) {
  return states.flatMap((state, index) =>
    state.status === 'ready'
      ? [{ page: `evidence-${index}`, reference: recordReference(state.data.payload.payload_reference, producedAt) }]
      : [],
  );
}
