import { List, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { RejectedParam } from './checked-params';

/** Says which filters are not applied because their value is not valid yet. */
export function RejectedFilters({ rejected, labels }: { rejected: readonly RejectedParam[]; labels: Record<string, string> }) {
  if (!rejected.length) return null;
  return (
    <Text as="div" role="status" fontSize="sm" color="fg.warning">
      <Trans>These filters are not applied until they are valid:</Trans>
      <List.Root ps="5">
        {rejected.map(({ field, message }) => (
          <List.Item key={field}>{`${labels[field] ?? field}: ${message}`}</List.Item>
        ))}
      </List.Root>
    </Text>
  );
}
