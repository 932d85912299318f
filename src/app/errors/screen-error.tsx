import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';
import { BackToSafety } from './back-to-safety';

/** What a screen that failed to render shows in its place, inside the layout: what happened and ways back. */
export default function ScreenError({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  usePageTitle(t`This page could not be shown`);
  const description = error instanceof Error ? error.message : '';
  return (
    <Stack gap="4" py="12" align="start" role="alert">
      <Heading as="h1" size="xl">
        <Trans>This page could not be shown</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>Something went wrong on this page. The rest of the portal still works: go back, or open another page from the menu.</Trans>
      </Text>
      {description ? (
        <Text fontFamily="mono" fontSize="sm" color="fg.muted" wordBreak="break-word">
          {description}
        </Text>
      ) : null}
      <HStack wrap="wrap">
        <Button onClick={() => void navigate(-1)}>
          <Trans>Back</Trans>
        </Button>
        <BackToSafety />
        <Button variant="ghost" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
