import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ProductionFacts } from './evidence-record';
import type { Production } from './evidence-model';
import { useManifestColumns, type ManifestRow } from './manifest-columns';
import { RecordTable } from './record-parts';

interface EvidenceCoverProps {
  reference: string;
  production: Production;
  rows: readonly ManifestRow[];
  /** Records asked for, loaded or not. */
  asked: number;
}

/** The first page of a selection's document: who produced it, and the manifest of its records. */
export function EvidenceCover({ reference, production, rows, asked }: EvidenceCoverProps) {
  const { t } = useLingui();
  const titleId = useId();
  const columns = useManifestColumns().filter((column) => !column.hidden);
  const missing = asked - rows.length;
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      data-evidence-cover=""
      data-testid="evidence-manifest"
      css={{ page: 'evidence-cover' }}
      borderWidth="1px"
      rounded="md"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="4">
        <Heading as="h2" size="xl" id={titleId}>
          <Trans>Manifest</Trans>
        </Heading>
        <Text fontSize="sm">
          <Plural
            value={rows.length}
            one="This document holds the evidence record of # payload."
            other="This document holds the evidence records of # payloads."
          />
          {missing > 0 ? (
            <>
              {' '}
              <Plural
                value={missing}
                one="# record could not be loaded and is not in it."
                other="# records could not be loaded and are not in it."
              />
            </>
          ) : null}
        </Text>
        <ProductionFacts production={production} reference={reference} own="each" />
        <RecordTable
          label={t`Manifest`}
          headers={columns.map((column) => column.header)}
          rows={rows.map((row) => columns.map((column) => column.cell(row)))}
        />
      </Stack>
    </Box>
  );
}
