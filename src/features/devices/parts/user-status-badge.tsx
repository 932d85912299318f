import { Badge, HStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** Onboarded (active) or offboarded, and a Legacy mark. */
export function UserStatusBadge({ isActive, isLegacy }: { isActive: boolean; isLegacy?: boolean }) {
  return (
    <HStack gap="1.5" wrap="wrap">
      <Badge colorPalette={isActive ? 'green' : 'gray'} variant="subtle" data-status={isActive ? 'active' : 'offboarded'}>
        {isActive ? <Trans>Active</Trans> : <Trans>Offboarded</Trans>}
      </Badge>
      {isLegacy ? (
        <Badge colorPalette="gray" variant="outline">
          <Trans>Legacy</Trans>
        </Badge>
      ) : null}
    </HStack>
  );
}
