import { Box, Button, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useGetAccountMetadata } from '@generated/admin/hooks/auth/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ADMIN_CLIENT, isSignedIn } from '@/auth/session';
import { acceptTerms, termsAccepted } from '@/auth/terms';
import { useProfile } from '@/auth/use-profile';
import { useSession } from '@/auth/use-session';
import { LoadError } from '@/components/load-error';
import { usePageTitle } from '@/components/use-page-title';
import { paths } from '@/lib/paths';
import { safeReturnPath } from '@/lib/safe-url';

/** The terms in force (`valid_from`, `termsAndConditions` of the account metadata), with Accept. */
export default function TermsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Terms and conditions`);
  const session = useSession();
  const signedIn = isSignedIn(session);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const metadata = useGetAccountMetadata(session.client || ADMIN_CLIENT);
  const profile = useProfile();
  const policy = metadata.data?.policy;
  const validFrom = policy ? i18n.date(policy.valid_from, { dateStyle: 'long', timeStyle: 'short' }) : '';
  const accepted = termsAccepted(metadata.data, profile.data);
  const returnTo = params.get('returnTo');
  const accept = () => {
    if (policy) acceptTerms(policy.valid_from);
    void navigate(safeReturnPath(returnTo) ?? paths.dashboard, { replace: true });
  };

  return (
    <Container as="main" id="main" maxW="3xl" py="12">
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h1" size="3xl">
            <Trans>Terms and conditions</Trans>
          </Heading>
          <Button asChild variant="ghost" size="sm">
            <Link to={signedIn ? paths.dashboard : paths.landing}>
              <Trans>Back</Trans>
            </Link>
          </Button>
        </HStack>
        {metadata.isPending ? <Skeleton height="40" /> : null}
        {metadata.isError ? (
          <LoadError title={<Trans>The terms could not be loaded.</Trans>} error={metadata.error} onRetry={() => void metadata.refetch()} />
        ) : null}
        {policy ? (
          <>
            <Text color="fg.muted">
              <Trans>Valid from {validFrom}</Trans>
            </Text>
            <Box as="article" borderWidth="1px" rounded="lg" p="6" whiteSpace="pre-wrap" wordBreak="break-word" lineHeight="tall">
              {policy.termsAndConditions}
            </Box>
            {signedIn && !accepted ? (
              <Stack gap="3" borderWidth="1px" rounded="lg" p="4" bg="colorPalette.subtle">
                <Text>
                  <Trans>You need to accept this version of the terms to use the portal.</Trans>
                </Text>
                <Button alignSelf="start" onClick={accept}>
                  <Trans>Accept</Trans>
                </Button>
              </Stack>
            ) : null}
            {signedIn && accepted ? (
              <Text color="fg.success">
                <Trans>You have accepted this version.</Trans>
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
