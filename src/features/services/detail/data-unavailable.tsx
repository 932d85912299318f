import { Alert, HStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { PayloadDataStatus } from '@generated/client/model';
import { StateBadge } from '@/components/state-badge/state-badge';

/** Why a payload has nothing to play, view or download (PayloadDataStatus other than Ok, or no recording). */
export function DataUnavailable({ status, reason }: { status: PayloadDataStatus | undefined; reason: string }) {
  return (
    <Alert.Root
      status={status === 'GroupNotAuthorised' || status === 'TypeNotAuthorised' ? 'warning' : 'info'}
      data-testid="data-unavailable"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <HStack gap="2" wrap="wrap">
            <Trans>No data to play or view</Trans>
            {status && <StateBadge kind="payloadData" value={status} />}
          </HStack>
        </Alert.Title>
        <Alert.Description>{reason}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
