import { Box, Heading, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** Notes typed on the device, as plain text. */
export function PayloadNotes({ notes }: { notes: string | null | undefined }) {
  return (
    <Box>
      <Heading as="h2" size="sm" mb="1">
        <Trans>Notes</Trans>
      </Heading>
      {notes ? (
        <Text whiteSpace="pre-wrap" wordBreak="break-word" unicodeBidi="plaintext" data-testid="payload-notes">
          {notes}
        </Text>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          <Trans>No notes were typed on the device.</Trans>
        </Text>
      )}
    </Box>
  );
}
