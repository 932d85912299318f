import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';
import { BackToSafety } from './back-to-safety';

/** The non-fatal 404 for an unmatched route, shown inside the layout of its area. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { t } = useLingui();
  usePageTitle(t`Page not found`);
  return (
    <Stack gap="4" py="12" align="start">
      <Text fontSize="5xl" fontWeight="bold" color="colorPalette.fg" lineHeight="1">
        404
      </Text>
      <Heading as="h1" size="xl" wordBreak="break-all">{t`Page not found: ${pathname}`}</Heading>
      <Text color="fg.muted">
        <Trans>The address may be mistyped, or the page may have moved.</Trans>
      </Text>
      <BackToSafety />
    </Stack>
  );
}
