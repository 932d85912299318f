import { Box, Button, List, Text } from '@chakra-ui/react';
import type { AlertOccurrence } from '@generated/admin/model';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { DateTime } from '@/components/date-time/date-time';

const SHOWN_AT_FIRST = 20;

/** When the alert happened, newest first, with what happened each time. Long lists show 20 until asked. */
export function AlertOccurrences({ occurrences }: { occurrences: readonly AlertOccurrence[] }) {
  const [all, setAll] = useState(false);
  if (!occurrences.length)
    return (
      <Text color="fg.muted" fontSize="sm">
        <Trans>No occurrences recorded.</Trans>
      </Text>
    );
  const shown = all ? occurrences : occurrences.slice(0, SHOWN_AT_FIRST);
  const hidden = occurrences.length - shown.length;
  return (
    <Box>
      <List.Root as="ol" variant="plain" gap="2">
        {shown.map((occurrence, index) => (
          <List.Item key={`${occurrence.time}:${index}`} display="block" borderStartWidth="2px" borderColor="border.emphasized" ps="3">
            <Text fontSize="sm" color="fg.muted">
              <DateTime value={occurrence.time} />
            </Text>
            <Text whiteSpace="pre-wrap" wordBreak="break-word">
              {occurrence.message}
            </Text>
          </List.Item>
        ))}
      </List.Root>
      {hidden > 0 ? (
        <Button size="xs" variant="outline" mt="3" onClick={() => setAll(true)}>
          <Trans>Show {hidden} more</Trans>
        </Button>
      ) : null}
    </Box>
  );
}
