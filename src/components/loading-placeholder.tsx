import { Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** Skeletons in the shape of what is loading, marked busy and announced as 'Loading…' to screen readers. */
export function LoadingPlaceholder({ children }: { children: ReactNode }) {
  return (
    <Stack gap="4" aria-busy="true">
      {children}
      <Text srOnly>
        <Trans>Loading…</Trans>
      </Text>
    </Stack>
  );
}
