import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

interface ForceUpdateNoticeProps {
  /** The server's reason, e.g. which groups fail the definition (shown as text). */
  reason: string;
  onForce: () => void;
  busy: boolean;
}

/** The server refused a tag definition that existing groups fail: why, what forcing does, and the button to force it. */
export function ForceUpdateNotice({ reason, onForce, busy }: ForceUpdateNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [reason]);
  return (
    <Alert.Root status="warning" ref={ref} tabIndex={-1} role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Existing groups do not meet this definition</Trans>
        </Alert.Title>
        <Alert.Description>
          <Stack gap="2" mt="1">
            <Text wordBreak="break-word">{reason}</Text>
            <Text>
              <Trans>
                Saving with force update applies it anyway: groups lacking a required tag get its default value; values no longer allowed
                are replaced by the default, or removed when the tag is optional and has no default.
              </Trans>
            </Text>
            <Button size="sm" colorPalette="orange" alignSelf="flex-start" loading={busy} onClick={onForce}>
              <Trans>Save with force update</Trans>
            </Button>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
