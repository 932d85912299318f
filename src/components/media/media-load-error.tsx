import { Alert, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Shown in place of a player's controls when its recording could not be loaded: what failed and, when known, why. */
export function MediaLoadError({ title, reason }: { title: ReactNode; reason?: string | undefined }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {reason ? (
          <Alert.Description>
            <Text as="span" wordBreak="break-word">
              {reason}
            </Text>
          </Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
