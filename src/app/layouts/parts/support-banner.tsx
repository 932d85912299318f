import { Button, Container, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { disableSupportMode } from '@/auth/session';
import { useSession } from '@/auth/use-session';

/** In support mode: which client the staff member is acting as, and the way out. */
export function SupportBanner() {
  const { supportReference, client } = useSession();
  const { t } = useLingui();
  if (!supportReference) return null;
  return (
    <Container maxW="full" bg="orange.solid" color="orange.contrast" py="2" role="region" aria-label={t`Support mode`}>
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Text fontWeight="medium">
          <Trans>
            Support mode: you are acting as {client} (request {supportReference}).
          </Trans>
        </Text>
        <Button size="sm" variant="surface" colorPalette="gray" onClick={() => void disableSupportMode()}>
          <Trans>End support mode</Trans>
        </Button>
      </HStack>
    </Container>
  );
}
